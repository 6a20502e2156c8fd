/** Entry for pages with gallery blocks: slideshows, sliders and carousels come alive (src/runtime/gallery/). */
import { registerFeature } from '../core';
import { enhanceGalleries } from '../gallery/enhance';

registerFeature('gallery', () =>
  enhanceGalleries(document, {
    view: window,
    // The owners' live preview renders pages under /config/preview/ inside the editor's frame.
    inEditorFrame: window.parent !== window && window.location.pathname.startsWith('/config/preview/'),
    random: Math.random,
  }),
);
