/** Entry for pages with scaled text blocks: each line fitted to its box's width. */
import { registerFeature } from '../core';
import { enhanceScaledText } from '../controllers/scaled-text';

registerFeature('scaled-text', () => enhanceScaledText(document));
