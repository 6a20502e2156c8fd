/**
 * Highlighted search snippets without HTML. The database marks matches with two control
 * characters (`ts_headline`'s StartSel/StopSel) that the indexed text can never contain (the
 * indexer strips them); the snippet travels as plain text and the renderer turns it into text
 * nodes and <mark> elements. Nothing of the page's text is ever parsed as HTML, so a page
 * whose text reads `<img src=x onerror=…>` shows exactly those characters.
 */
export const MATCH_START = '\u0001';
export const MATCH_END = '\u0002';

export interface SnippetPart {
  text: string;
  match: boolean;
}

/** Removes the sentinels (and other C0 controls but tab and newline) from text about to be indexed. */
export function withoutSentinels(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ' ');
}

/** Splits a marked snippet into plain and matched parts; unbalanced marks end at the text's end. */
export function snippetParts(marked: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let match = false;
  let current = '';
  const flush = () => {
    if (current !== '') {
      const last = parts[parts.length - 1];
      if (last && last.match === match) last.text += current;
      else parts.push({ text: current, match });
    }
    current = '';
  };
  for (const character of marked) {
    if (character === MATCH_START || character === MATCH_END) {
      flush();
      match = character === MATCH_START;
    } else current += character;
  }
  flush();
  return parts;
}
