/** Visitor runtime texts (owner): literal, one file per group so each feature bundle carries only its own (see ../index.ts). */
export const ownerRuntimeMessages = {
  logoutTitle: 'Logout Successful',
  logoutText: 'You have been successfully logged out.',
  signInFailed: 'Unable to sign in. Please try again.',
  editPage: 'Edit page',
  editPageTooltip: 'Open this page in the editor. Shortcut: Esc. Shift+Esc signs out.',
} as const;
