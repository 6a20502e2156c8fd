/** Entry for product lists: the cards' "Quick view" dialogs (images, options, add to cart). */
import { dataLayer, registerFeature } from '../core';
import { enhanceQuickView } from '../store/quick-view';

registerFeature('quick-view', () => enhanceQuickView(document, dataLayer));
