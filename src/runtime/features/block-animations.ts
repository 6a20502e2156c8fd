/** Entry for pages with block entrance animations (visitor-runtime §4). */
import { registerFeature } from '../core';
import { enhanceBlockAnimations } from '../controllers/block-animations';

registerFeature('block-animations', () =>
  enhanceBlockAnimations(document, {
    // The owners' live preview renders pages under /config/preview/ inside the editor's frame.
    inEditor: window.parent !== window && window.location.pathname.startsWith('/config/preview/'),
    reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
  }),
);
