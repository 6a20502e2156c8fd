/** The owners' app: account (src/config/features/account). ICU MessageFormat, keyed `owners.account.…`. */
export const accountOwnerMessages = {} as const;
