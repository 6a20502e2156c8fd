/** Entry for pages with text highlight blocks: each mark plays its entrance once on screen. */
import { registerFeature } from '../core';
import { enhanceTextHighlights } from '../controllers/text-highlight';

registerFeature('text-highlight', () => enhanceTextHighlights(document));
