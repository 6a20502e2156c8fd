/** The owners' app: design (src/config/features/design). ICU MessageFormat, keyed `owners.design.…`. */
export const designOwnerMessages = {} as const;
