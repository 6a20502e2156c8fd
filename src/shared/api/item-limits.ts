// Without zod, so the owners' app can show these limits without loading the wire schemas.
/** Editor limits (media-and-platform §9): tag length 50, category length 25. */
export const MAX_TAG_LENGTH = 50;
export const MAX_CATEGORY_LENGTH = 25;
