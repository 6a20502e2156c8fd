/** The owners' app: store (src/config/features/store). ICU MessageFormat, keyed `owners.store.…`. */
export const storeOwnerMessages = {} as const;
