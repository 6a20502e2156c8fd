/**
 * The owners' app: the store's subscriptions list (issue 19, Store → Subscriptions). ICU
 * MessageFormat, keyed `owners.storeSubscriptions.…` (the plan field's text is in subscriptions.ts).
 */
export const storeSubscriptionsOwnerMessages = {
  'owners.store.tabs.subscriptions': 'Subscriptions',
  'owners.storeSubscriptions.title': 'Subscriptions',
  'owners.storeSubscriptions.loading': 'Loading subscriptions…',
  'owners.storeSubscriptions.show': 'Show',
  'owners.storeSubscriptions.all': 'All subscriptions',
  'owners.storeSubscriptions.table': 'Subscriptions',
  'owners.storeSubscriptions.customer': 'Customer',
  'owners.storeSubscriptions.plan': 'Plan',
  'owners.storeSubscriptions.amount': 'Each payment',
  'owners.storeSubscriptions.nextPayment': 'Next payment',
  'owners.storeSubscriptions.noNextPayment': '—',
  'owners.storeSubscriptions.payments': 'Payments made',
  'owners.storeSubscriptions.status': 'Status',
  'owners.storeSubscriptions.started': 'Started',
  'owners.storeSubscriptions.export': 'Export CSV',
  'owners.storeSubscriptions.empty': 'No subscriptions yet.',
  'owners.storeSubscriptions.noneWithStatus': 'No {status} subscriptions.',
  'owners.storeSubscriptions.pages': 'Subscription pages',
  'owners.storeSubscriptions.newer': 'Newer',
  'owners.storeSubscriptions.older': 'Older',
  'owners.storeSubscriptions.status.active': 'Active',
  'owners.storeSubscriptions.status.past_due': 'Past due',
  'owners.storeSubscriptions.status.paused': 'Paused',
  'owners.storeSubscriptions.status.cancelled': 'Cancelled',
  'owners.storeSubscriptions.status.completed': 'Completed',
} as const;
