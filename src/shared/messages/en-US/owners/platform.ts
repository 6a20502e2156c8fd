/** The owners' app: platform (src/config/features/platform). ICU MessageFormat, keyed `owners.platform.…`. */
export const platformOwnerMessages = {} as const;
