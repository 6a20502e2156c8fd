/** The owners' app: analytics (src/config/features/analytics). ICU MessageFormat, keyed `owners.analytics.…`. */
export const analyticsOwnerMessages = {} as const;
