import { stringify } from 'csv-stringify/sync';

export type CsvCell = string | number | null;

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) is kept
 * as text with a leading apostrophe: exports hold visitors' words, and an owner opening them must
 * never run what a visitor typed. Numbers stay numbers.
 */
export const spreadsheetSafe = (cell: CsvCell): CsvCell =>
  typeof cell === 'string' && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;

/**
 * Every CSV download: RFC 4180 (CRLF line ends, quoting by csv-stringify), every text cell
 * spreadsheet-safe, and a byte-order mark so Excel reads UTF-8 as UTF-8.
 */
export function csvDocument(rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string {
  return stringify(
    rows.map((row) => row.map(spreadsheetSafe)),
    { bom: true, record_delimiter: 'windows', cast: { number: String } },
  );
}
