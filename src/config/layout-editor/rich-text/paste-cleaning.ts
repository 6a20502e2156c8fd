/**
 * Pasted HTML from Word and Google Docs, stripped of what is never content before the editor
 * parses it: Word's conditional comments, `<o:p>` and XML islands, style sheets, head parts.
 * The editor's schema then keeps only the marks and blocks it knows (bold, links, lists, ...),
 * so inline styles, classes and fonts are dropped; Google Docs' bold-looking wrapper
 * (`<b style="font-weight:normal">`) is not taken for bold (Tiptap's bold rule).
 */
export function cleanPastedHtml(html: string): string {
  return html
    .replace(/<!--\[if[\s\S]*?<!\[endif\]-->/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(style|script|xml|head|title)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<(?:meta|link)\b[^>]*>/gi, '')
    .replace(/<\/?o:p\b[^>]*>/gi, '')
    .replace(/<\/?[a-z]+:[a-z]+\b[^>]*>/gi, '')
    .replaceAll('\u0000', '');
}
