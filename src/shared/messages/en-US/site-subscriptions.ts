/** The customer's subscription page (issue 19 self-service): changes beyond pause, skip and cancel. */
export const siteSubscriptionMessages = {
  'site.subscription.quantity': 'Quantity',
  'site.subscription.quantityHint':
    'From 1 to {max}. The change applies from your next payment; the price is worked out for you.',
  'site.subscription.changeQuantity': 'Change quantity',
  'site.subscription.updateCard': 'Update card',
  'site.subscription.confirmPayment': 'Confirm the payment',
} as const;
