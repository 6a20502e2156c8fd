import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

// The rich-text editor (src/config/layout-editor/rich-text) writes exactly this HTML: it must
// come through the server's sanitiser unchanged, and nothing beyond it may.
const editorOutput =
  '<h2 style="text-align: center">Title</h2>' +
  '<p style="text-align: right"><strong>bold</strong> <em>it</em> <u>under</u> <s>gone</s> ' +
  '<a href="/about">about</a> <a href="mailto:a@example.com">mail</a></p>' +
  '<ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol><blockquote><p>quoted</p></blockquote>';

describe('the rich-text policy', () => {
  it('keeps everything the rich-text editor writes, alignment included (its spacing normalised)', () => {
    expect(sanitizeHtml(editorOutput, 'rich-text')).toBe(
      editorOutput.replaceAll('text-align: ', 'text-align:'),
    );
  });

  it('keeps only text-align among styles, with the four alignments', () => {
    expect(
      sanitizeHtml('<p style="text-align: center; color: red; position: fixed">x</p>', 'rich-text'),
    ).toBe('<p style="text-align:center">x</p>');
    expect(sanitizeHtml('<p style="text-align: url(javascript:alert(1))">x</p>', 'rich-text')).toBe(
      '<p>x</p>',
    );
    expect(sanitizeHtml('<span style="text-align: center">x</span>', 'rich-text')).toBe('<span>x</span>');
  });

  it('still drops scripts, handlers and script links', () => {
    expect(
      sanitizeHtml(
        '<p onclick="x()">a<script>alert(1)</script><a href="javascript:alert(1)">b</a></p>',
        'rich-text',
      ),
    ).toBe('<p>a<a>b</a></p>');
  });
});
