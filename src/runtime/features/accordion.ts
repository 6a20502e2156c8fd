/** Entry for pages with accordion blocks: the 250 ms animation, one open at a time, arrow keys. */
import { registerFeature } from '../core';
import { enhanceAccordions } from '../controllers/accordion';

registerFeature('accordion', () => enhanceAccordions(document));
