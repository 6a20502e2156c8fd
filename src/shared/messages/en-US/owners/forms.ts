/** The owners' app: forms (src/config/features/forms). ICU MessageFormat, keyed `owners.forms.…`. */
export const formsOwnerMessages = {} as const;
