/** Entry for pages with code blocks: reveals and wires their copy buttons. */
import { registerFeature } from '../core';
import { enhanceCodeCopyButtons } from '../controllers/code-copy-buttons';

registerFeature('code-copy', () => enhanceCodeCopyButtons(document, { clipboard: navigator.clipboard }));
