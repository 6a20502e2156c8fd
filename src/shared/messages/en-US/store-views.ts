/**
 * The store's view models built on the server for published pages (src/server/modules/store/
 * store-views.ts): cart and checkout totals, shipping choices, the order page's status.
 */
export const storeViewMessages = {
  'site.store.free': 'Free',
  'site.store.shippingChoice': '{name} — {cost}',
  'site.store.taxPending': 'Calculated from your address',
  'site.store.couponNotValid': 'This code is not valid.',
  'site.order.status.pending': 'Awaiting payment',
  'site.order.status.paid': 'Paid',
  'site.order.status.fulfilled': 'Fulfilled',
  'site.order.status.refunded': 'Refunded',
  'site.order.status.cancelled': 'Cancelled',
} as const;
