/** Entry for pages with images sized in the browser (an uploaded image filling its row): see images/image-loader.ts. */
import { registerFeature } from '../core';
import { startImageLoader } from '../images/image-loader';

registerFeature('image-loader', () =>
  startImageLoader(document, {
    screen: () => ({
      devicePixelRatio: window.devicePixelRatio || 1,
      saveData:
        (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true,
    }),
  }),
);
