/** Visitor runtime texts (data-layer): literal, one file per group so each feature bundle carries only its own (see ../index.ts). */
export const dataLayerMessages = {
  unauthorized: 'Unauthorized request.',
  internal: 'Internal server error. Please try again later.',
  unavailable: 'This service is temporarily unavailable. Please try again later.',
  network: 'Unable to connect to the product. Please try again.',
} as const;
