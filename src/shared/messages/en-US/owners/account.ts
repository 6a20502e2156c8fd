/** The owners' app: account (src/config/features/account). ICU MessageFormat, keyed `owners.account.…`. */
export const accountOwnerMessages = {
  'owners.account.nav': 'Your account',
  'owners.account.title': 'Your account',
  'owners.account.password.title': 'Change password',
  'owners.account.password.intro':
    'Changing your password signs you out everywhere else: other browsers, devices and sites.',
  'owners.account.password.current': 'Current password',
  'owners.account.password.new': 'New password',
  'owners.account.password.newHint': 'At least 8 characters',
  'owners.account.password.changed': 'Password changed. Your other sessions have been signed out.',
  'owners.account.password.changing': 'Changing…',
  'owners.account.password.submit': 'Change password',
} as const;
