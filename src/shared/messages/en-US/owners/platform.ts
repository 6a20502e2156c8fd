/** The owners' app: platform (src/config/features/platform). ICU MessageFormat, keyed `owners.platform.…`. */
export const platformOwnerMessages = {
  'owners.platform.brand': 'Sitebuilder',
  'owners.platform.demo': 'Visit the demo site',
  'owners.platform.signedInAs': 'Signed in as {name}',
  'owners.platform.signOut': 'Sign out',
  'owners.platform.backToSignIn': 'Back to sign in',
  'owners.platform.email': 'E-mail',
  'owners.platform.password': 'Password',
  'owners.platform.passwordHint': 'At least 8 characters',

  'owners.platform.welcome.signUpTitle': 'Create your account',
  'owners.platform.welcome.signInTitle': 'Sign in',
  'owners.platform.welcome.intro':
    'Build a site that sells. Each site lives at its own address under this domain.',
  'owners.platform.welcome.forgot': 'Forgot your password?',
  'owners.platform.welcome.haveAccount': 'Already have an account? ',
  'owners.platform.welcome.newHere': 'New here? ',
  'owners.platform.welcome.toSignIn': 'Sign in',
  'owners.platform.welcome.toSignUp': 'Create an account',
  'owners.platform.signUp.name': 'Your name',
  'owners.platform.signUp.creating': 'Creating your account…',
  'owners.platform.signUp.submit': 'Create account',
  'owners.platform.signIn.submit': 'Sign in',

  'owners.platform.sites.title': 'Your sites',
  'owners.platform.sites.loading': 'Loading your sites…',
  'owners.platform.sites.none': 'You have no sites yet. Create your first one below.',
  'owners.platform.sites.openLabel': 'Open {title}',
  'owners.platform.sites.open': 'Open',

  'owners.platform.create.title': 'Create a site',
  'owners.platform.create.siteTitle': 'Site title',
  'owners.platform.create.address': 'Address: {address} (a number is added if it is taken)',
  'owners.platform.create.addressFromTitle': 'The address is made from the title.',
  'owners.platform.create.template': 'Start from a template',
  'owners.platform.create.templateHint':
    'Pages, pictures, menu, footer and colours you can change afterwards.',
  'owners.platform.create.creating': 'Creating…',
  'owners.platform.create.submit': 'Create site',

  'owners.platform.forgot.title': 'Reset your password',
  'owners.platform.forgot.sent':
    'If an account uses {email}, we have sent it a link to choose a new password. The link works once, within the hour.',
  'owners.platform.forgot.intro':
    'Enter the e-mail address of your account and we will send you a link to choose a new password.',
  'owners.platform.forgot.submit': 'Send the link',
  'owners.platform.reset.title': 'Choose a new password',
  'owners.platform.reset.password': 'New password',
  'owners.platform.reset.passwordHint': 'At least 8 characters. You will be signed out everywhere else.',
  'owners.platform.reset.submit': 'Set new password',

  'owners.platform.checkEmail.title': 'Check your e-mail to finish signing up',
  'owners.platform.checkEmail.sent':
    'We have sent an e-mail to <strong>{email}</strong>. Open the link in it to confirm your address and sign in. The link works once, within 24 hours.',
  'owners.platform.checkEmail.noEmail':
    'No e-mail after a few minutes? Look in your spam folder, or check the address and sign up again. If you already have an account, the e-mail says how to sign in.',
  'owners.platform.checkEmail.back': 'Back',
  'owners.platform.confirm.title': 'Finish signing up',
  'owners.platform.confirm.intro': 'Confirm your e-mail address to start building your site.',
  'owners.platform.confirm.confirming': 'Confirming…',
  'owners.platform.confirm.submit': 'Confirm and sign in',
  'owners.platform.resend.sent': 'We have sent a new link to {email}. It works once, within 24 hours.',
  'owners.platform.resend.submit': 'Send the link again',
} as const;
