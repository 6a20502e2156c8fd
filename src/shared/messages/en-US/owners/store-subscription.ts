/**
 * The owners' app: one subscription (issue 19, Store → Subscriptions → a subscription). ICU
 * MessageFormat, keyed `owners.storeSubscription.…`.
 */
export const storeSubscriptionOwnerMessages = {
  'owners.storeSubscription.loading': 'Loading the subscription…',
  'owners.storeSubscription.back': 'Back to subscriptions',
  'owners.storeSubscription.working': 'Working…',
  'owners.storeSubscription.planText': '{plan} · quantity {quantity} · {amount} each payment',
  'owners.storeSubscription.nextIn': '{date} ({zone})',
  'owners.storeSubscription.lastFailure': 'Last failed payment',
  'owners.storeSubscription.actions': 'Actions',
  'owners.storeSubscription.nothing': 'Nothing more can be done with this subscription.',
  'owners.storeSubscription.refundLast': 'Refund last charge ({amount}, order #{number})',
  'owners.storeSubscription.cancel': 'Cancel subscription',
  'owners.storeSubscription.confirmCancel': 'Cancel the subscription of {email} now?',
  'owners.storeSubscription.confirmCancelText':
    'No further payment is taken and the customer is e-mailed. Payments already made are not refunded.',
  'owners.storeSubscription.confirmRefund': 'Refund {amount} to {email}?',
  'owners.storeSubscription.confirmRefundText':
    'The last charge is refunded through the payment provider and the customer is e-mailed. The subscription itself goes on.',
  'owners.storeSubscription.yesCancel': 'Yes, cancel it',
  'owners.storeSubscription.yesRefund': 'Yes, refund',
  'owners.storeSubscription.keep': 'No, go back',
  'owners.storeSubscription.cancelled': 'The subscription is cancelled. The customer was e-mailed.',
  'owners.storeSubscription.refunded': 'Order #{number} is refunded. The customer was e-mailed.',
  'owners.storeSubscription.history': 'History',
  'owners.storeSubscription.viewOrder': 'View order #{number}',
} as const;
