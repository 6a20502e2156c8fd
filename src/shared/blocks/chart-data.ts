/**
 * A chart's dataset as the owner types or pastes it: lines of cells separated by commas, or by
 * tabs when pasted from a spreadsheet. The first line names the columns (the first cell names the
 * labels, the rest are the series); each other line is a label and one number per series.
 * Problems carry the library messages' keys (media-and-platform §5, verbatim in
 * src/shared/messages/en-US/library.ts). No zod here: the server's renderer reads it too.
 */

/** Beyond these the chart shows the first ones and says so (media-and-platform §5, truncation). */
export const MAX_CHART_ROWS = 50;
export const MAX_CHART_COLUMNS = 8;
/** Characters of the typed dataset; far more than 50 rows of 8 numbers need. */
export const MAX_CHART_DATA_LENGTH = 10_000;

export type DatasetProblem =
  | 'library.datasetEmpty'
  | 'library.datasetNoColumns'
  | 'library.datasetNoRows'
  | 'library.datasetMissingData';

export interface Dataset {
  /** The name of the labels' column (may be empty). */
  labelHeading: string;
  /** The series' names, at most MAX_CHART_COLUMNS. */
  series: string[];
  /** At most MAX_CHART_ROWS rows: a label and one finite number per series. */
  rows: Array<{ label: string; values: number[] }>;
  truncatedRows: boolean;
  truncatedColumns: boolean;
}

export type ParsedDataset = { ok: true; dataset: Dataset } | { ok: false; problem: DatasetProblem };

const cellsOf = (line: string, separator: string) => line.split(separator).map((cell) => cell.trim());

/** A number as people type it: `12`, `-3.5`, `1e3`; spaces are ignored. */
function numberOf(cell: string): number | undefined {
  const compact = cell.replace(/\s+/g, '');
  if (compact === '' || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(compact)) return undefined;
  const value = Number(compact);
  return Number.isFinite(value) ? value : undefined;
}

export function parseDataset(text: string): ParsedDataset {
  const lines = text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines.length === 0) return { ok: false, problem: 'library.datasetEmpty' };
  const separator = lines[0]!.includes('\t') ? '\t' : ',';
  const headings = cellsOf(lines[0]!, separator);
  const allSeries = headings.slice(1);
  // Trailing empty headings are a stray separator, not columns.
  while (allSeries.length > 0 && allSeries[allSeries.length - 1] === '') allSeries.pop();
  if (allSeries.length === 0) return { ok: false, problem: 'library.datasetNoColumns' };
  if (lines.length === 1) return { ok: false, problem: 'library.datasetNoRows' };
  const series = allSeries.slice(0, MAX_CHART_COLUMNS);
  const rows: Dataset['rows'] = [];
  for (const line of lines.slice(1)) {
    const cells = cellsOf(line, separator);
    const label = cells[0] ?? '';
    const values = allSeries.map((_, index) => numberOf(cells[index + 1] ?? ''));
    if (label === '' || values.some((value) => value === undefined))
      return { ok: false, problem: 'library.datasetMissingData' };
    rows.push({ label, values: (values as number[]).slice(0, MAX_CHART_COLUMNS) });
  }
  return {
    ok: true,
    dataset: {
      labelHeading: headings[0] ?? '',
      series,
      rows: rows.slice(0, MAX_CHART_ROWS),
      truncatedRows: rows.length > MAX_CHART_ROWS,
      truncatedColumns: allSeries.length > MAX_CHART_COLUMNS,
    },
  };
}
