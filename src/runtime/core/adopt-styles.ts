const adopted = new Map<string, CSSStyleSheet>();

/**
 * Adds a feature's CSS to the document once, as a constructed stylesheet, and returns what
 * removes it. The pages' Content-Security-Policy refuses inline `<style>` elements (only the
 * server's own design tokens pass, by hash); a stylesheet built through the CSSOM is not
 * markup, so it is allowed and needs no hash that would have to follow every change of the CSS.
 */
export function adoptStyles(key: string, css: string): () => void {
  let sheet = adopted.get(key);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    adopted.set(key, sheet);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }
  const added = sheet;
  return () => {
    adopted.delete(key);
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((other) => other !== added);
  };
}
