import { describe, expect, it } from 'vitest';
import { cleanPastedHtml } from './paste-cleaning';

describe('pasted HTML', () => {
  it('loses Word’s conditional comments, o:p, XML islands and style sheets, keeping the text', () => {
    const word =
      '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta charset="utf-8"><style>p.MsoNormal{margin:0}</style>' +
      '<!--[if gte mso 9]><xml><o:OfficeDocumentSettings></o:OfficeDocumentSettings></xml><![endif]--></head>' +
      '<body><p class="MsoNormal"><b>Fresh</b> bread<o:p></o:p></p><!--StartFragment--></body></html>';
    const cleaned = cleanPastedHtml(word);
    expect(cleaned).toContain('<p class="MsoNormal"><b>Fresh</b> bread</p>');
    expect(cleaned).not.toMatch(/o:p|<style|<xml|mso 9|<meta|StartFragment/i);
  });

  it('drops NUL characters and scripts', () => {
    expect(cleanPastedHtml('<p>a\u0000b<script>alert(1)</script></p>')).toBe('<p>ab</p>');
  });
});
