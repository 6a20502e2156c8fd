/** Entry for store pages and pages with store blocks: cart indicator, add to cart, variant prices. */
import { dataLayer, registerFeature } from '../core';
import { enhanceCart } from '../controllers/cart';

registerFeature('cart', () => enhanceCart(document, dataLayer));
