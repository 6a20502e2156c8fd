/** Visitor runtime texts (performance): literal, one file per group so each feature bundle carries only its own (see ../index.ts). */
export const performanceMessages = {
  noPageLoadId: 'Unable to resolve pageLoadId',
  empty: 'Data is empty',
} as const;
