/** Entry for pages with relative time blocks: "just now", seconds up to 59, then the date. */
import { registerFeature } from '../core';
import { enhanceRelativeTimes } from '../controllers/relative-time';

registerFeature('relative-time', () => enhanceRelativeTimes(document));
