/**
 * The owners' app: recurring commerce (issue 19), the subscription plan on a product. ICU
 * MessageFormat, keyed `owners.subscriptions.…`.
 */
export const subscriptionsOwnerMessages = {
  'owners.subscriptions.plan.legend': 'Subscription',
  'owners.subscriptions.plan.enabled': 'Sell as a subscription',
  'owners.subscriptions.plan.enabledHint':
    'Shoppers pay now and again every period until they cancel or the payments run out. A subscription is checked out on its own.',
  'owners.subscriptions.plan.every': 'Renews every',
  'owners.subscriptions.plan.unit': 'Period',
  'owners.subscriptions.plan.weekly': 'Weeks',
  'owners.subscriptions.plan.monthly': 'Months',
  'owners.subscriptions.plan.yearly': 'Years',
  'owners.subscriptions.plan.cycles': 'Number of payments',
  'owners.subscriptions.plan.cyclesHint': 'Leave empty to renew until cancelled.',
  'owners.subscriptions.plan.preview': 'Shoppers see: {wording}',
} as const;
