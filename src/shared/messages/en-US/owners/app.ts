/** The owners' app: app (src/config/app, main.tsx). ICU MessageFormat, keyed `owners.app.…`. */
export const appOwnerMessages = {
  'owners.app.loading': 'Loading…',
  'owners.app.header.viewPublished': 'View the published site',
  'owners.app.header.siteFallback': 'Site',
  'owners.app.header.menu': 'Menu',
  'owners.app.header.navLabel': 'Owners',
  'owners.app.header.viewSite': 'View site',
  'owners.app.header.signOut': 'Sign out',
  'owners.app.publish.publishing': 'Publishing…',
  'owners.app.publish.failed': 'Not published: {message}',
  'owners.app.publish.unpublished': 'Unpublished changes',
  'owners.app.publish.published': 'Published',
  'owners.app.publish.upToDate': 'Up to date',
  'owners.app.publish.button': 'Publish',
  'owners.app.mail.label': 'E-mail delivery',
  'owners.app.mail.notDelivering':
    '<strong>E-mail is not being delivered.</strong> {waiting, plural, one {# message is} other {# messages are}} waiting: this server has no mail server set up (SMTP_URL), so shoppers and people who use your forms get no e-mail from your site. Ask whoever runs the server to set it up.',
  'owners.app.mail.delayed': '<strong>E-mail is delayed.</strong>',
  'owners.app.mail.stillWaiting':
    '{waiting, plural, one {# message is} other {# messages are}} still waiting.',
  'owners.app.mail.failedRecently':
    '{failed, plural, one {# message} other {# messages}} could not be delivered this week.',
  'owners.app.mail.notAccepting': 'The mail server is not accepting everything it is given.',
  'owners.app.mail.seeOutbox': 'See Sent e-mail',
} as const;
