/** Visitor runtime texts (cart): literal, one file per group so each feature bundle carries only its own (see ../index.ts). */
export const cartRuntimeMessages = {
  added: 'Added to cart.',
  addFailed: 'Unable to add item',
} as const;
