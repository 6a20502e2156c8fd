/** The owners' app: ui (src/config/ui). ICU MessageFormat, keyed `owners.ui.…`. */
export const uiOwnerMessages = {
  'owners.ui.loading': 'Loading…',
  'owners.ui.error.fallback': 'Something went wrong',
  'owners.ui.error.sessionEnded': 'Your session has ended. Please sign in again.',
  'owners.ui.error.signIn': 'Sign in',
  'owners.ui.error.tryAgain': 'Try again',
  'owners.ui.pager.label': 'Pages',
  'owners.ui.pager.previous': '← Previous',
  'owners.ui.pager.next': 'Next →',
  'owners.ui.pager.status': 'Page {page} of {pages}',
  'owners.ui.pager.statusCounted': 'Page {page} of {pages} · {count}',
} as const;
