/** Visitor runtime texts (system error overlay): literal, one file per group so each feature bundle carries only its own (see ../index.ts). */
export const systemErrorMessages = {
  title: 'Something Went Wrong!',
  text: 'This page lost touch with the server. Reload it to continue; if that does not help, clear this site’s stored data and reload.',
  reload: 'Reload',
  clear: 'Clear and reload',
} as const;
