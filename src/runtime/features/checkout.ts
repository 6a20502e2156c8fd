/** Entry for the checkout page: every field's message at once, and the summary priced for the address typed. */
import { dataLayer, registerFeature } from '../core';
import { enhanceCheckout } from '../controllers/checkout';

registerFeature('checkout', () => enhanceCheckout(document, dataLayer));
