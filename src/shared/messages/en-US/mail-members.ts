/** The mails a site sends its members (sign-up link, already registered, password reset): mail module, member-account.tsx. */
export const memberMailMessages = {
  'mail.member.label': 'Member account (sign-up, password reset)',
  'mail.member.verify.subject': 'Confirm your account on {site}',
  'mail.member.verify.preview': 'Confirm your e-mail address within the next 24 hours.',
  'mail.member.verify.heading': 'Confirm your account',
  'mail.member.verify.body':
    'Someone (hopefully you) signed up on {site} with this e-mail address. Confirm it to start using your account:',
  'mail.member.verify.action': 'Confirm my account',
  'mail.member.verify.note': 'The link works once, within 24 hours. If it was not you, ignore this e-mail.',
  'mail.member.already.subject': 'You already have an account on {site}',
  'mail.member.already.preview': 'Someone tried to sign up with this address. Nothing has changed.',
  'mail.member.already.heading': 'You already have an account',
  'mail.member.already.body':
    'Someone (hopefully you) tried to sign up on {site} with this e-mail address, which already has an account. Nothing has changed. Forgot your password? Choose a new one:',
  'mail.member.already.action': 'Choose a new password',
  'mail.member.already.note': 'If it was not you, ignore this e-mail: your account stays as it is.',
  'mail.member.reset.subject': 'Reset your password on {site}',
  'mail.member.reset.preview': 'Choose a new password within the next hour.',
  'mail.member.reset.heading': 'Reset your password',
  'mail.member.reset.body':
    'Someone (hopefully you) asked to reset the password of your account on {site}. Choose a new password within the next hour:',
  'mail.member.reset.action': 'Choose a new password',
  'mail.member.reset.note':
    'The link works once. Setting a new password signs you out everywhere. If you did not ask for this, ignore this e-mail.',
} as const;
