/** Visitor runtime texts (Pinterest overlay, quick view, mini cart): literal, one file per group (see ../index.ts). */
export const siteRuntimeMessages = {
  pinSave: 'Save',
  pinSaveLabel: 'Save to Pinterest',
  close: 'Close',
  quickViewLabel: 'Quick view',
  quickViewFailed: 'Unable to load. Try again.',
  miniCartTitle: 'Your cart',
  miniCartEmpty: 'Your cart is empty.',
  miniCartSubtotal: 'Subtotal',
  miniCartQuantity: 'Quantity',
  miniCartCheckout: 'Checkout',
  miniCartContinue: 'Continue shopping',
} as const;
