import { describe, expect, it } from 'vitest';
import { csvDocument } from './csv';

describe('CSV downloads', () => {
  it('are RFC 4180: a byte-order mark, CRLF line ends, quoted commas, quotes and line breaks', () => {
    const text = csvDocument([
      ['Name', 'Note', 'Count'],
      ['Ada, Countess', 'said "hi"\non two lines', 3],
      ['Bo', null, -2],
    ]);
    expect(text).toBe('\uFEFFName,Note,Count\r\n"Ada, Countess","said ""hi""\non two lines",3\r\nBo,,-2\r\n');
  });

  it('keep what a visitor typed as text a spreadsheet will not run', () => {
    const text = csvDocument([['=HYPERLINK("x")', '+1', '-1', '@SUM(A1)', 'plain']]);
    expect(text).toBe(`\uFEFF"'=HYPERLINK(""x"")",'+1,'-1,'@SUM(A1),plain\r\n`);
  });
});
