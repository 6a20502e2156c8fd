/** Visitor runtime texts (Pinterest overlay, quick view, mini cart): literal, one file per group (see ../index.ts). */
export const siteRuntimeMessages = {
  pinSave: 'Save',
  pinSaveLabel: 'Save to Pinterest',
} as const;
