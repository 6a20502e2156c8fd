// Without zod, so the owners' app can show these limits without loading the wire schemas.
/** Editor limits (media-and-platform §9): tag length 50, category length 25. */
export const MAX_TAG_LENGTH = 50;
export const MAX_CATEGORY_LENGTH = 25;
/** Editor limits (media-and-platform §9): products in one collection (a Shop page). */
export const MAX_PRODUCTS_PER_COLLECTION = 200;
/** Editor limits (media-and-platform §9): items in a collection the owner orders by hand. */
export const MAX_ITEMS_IN_ORDERABLE_COLLECTION = 250;
