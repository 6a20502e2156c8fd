/** The owners' app: media (src/config/features/media). ICU MessageFormat, keyed `owners.media.…`. */
export const mediaOwnerMessages = {} as const;
