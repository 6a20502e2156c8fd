/** The owners' app: app (src/config/app). ICU MessageFormat, keyed `owners.app.…`. */
export const appOwnerMessages = {} as const;
