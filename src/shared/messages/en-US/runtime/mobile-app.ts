/** Visitor runtime texts (mobile app container; console only, media-and-platform §8): literal, one file per group (see ../index.ts). */
export const mobileAppMessages = {
  platformNotIdentified: 'mobile platform not correctly identified',
  bridgeNotFound: 'bridge handler not found',
} as const;
