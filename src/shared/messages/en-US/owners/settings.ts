/** The owners' app: settings (src/config/features/settings). ICU MessageFormat, keyed `owners.settings.…`. */
export const settingsOwnerMessages = {} as const;
