/** Visitor runtime texts (map): literal, so the feature bundle carries only its own (see ../index.ts). */
export const mapRuntimeMessages = {
  timeout: 'The map could not be loaded. The address and a link to a maps site are below.',
  marker: 'Map pin',
} as const;
