/** The owners' app: pages (src/config/features/pages). ICU MessageFormat, keyed `owners.pages.…`. */
export const pagesOwnerMessages = {} as const;
