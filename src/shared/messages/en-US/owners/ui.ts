/** The owners' app: ui (src/config/ui). ICU MessageFormat, keyed `owners.ui.…`. */
export const uiOwnerMessages = {} as const;
