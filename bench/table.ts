// Plain-text tables for the terminal (and pasting into the README).

export function table(
  headers: string[],
  rows: string[][],
  rightAligned: boolean[] = headers.map((_, index) => index > 0),
): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    '| ' +
    cells
      .map((cell, column) =>
        rightAligned[column] ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join(' | ') +
    ' |';
  const rule =
    '|' +
    widths
      .map((width, column) => (rightAligned[column] ? '-'.repeat(width + 1) + ':' : '-'.repeat(width + 2)))
      .join('|') +
    '|';
  return [line(headers), rule, ...rows.map(line)].join('\n');
}

export const integer = (value: number) => Math.round(value).toLocaleString('en-US');
export const milliseconds = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
