/**
 * Text made safe inside HTML text and double- or single-quoted attribute values. Numeric character
 * references are XML too, so SVG text uses it as well (render/seo/default-favicon.ts).
 */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
