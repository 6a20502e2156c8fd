/** Entry for pages with marquee blocks: moving text while on screen, never with reduced motion. */
import { registerFeature } from '../core';
import { enhanceMarquees } from '../controllers/marquee';

registerFeature('marquee', () => enhanceMarquees(document));
