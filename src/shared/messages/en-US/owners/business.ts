/**
 * The owners' app: site settings of a running business (src/config/features/settings: locale,
 * business info and the mobile info bar, e-mail sender and delivery). ICU MessageFormat, keyed
 * `owners.business.…`.
 */
export const businessOwnerMessages = {
  'owners.business.locale.label': 'Language and region',
  'owners.business.locale.hint': 'Sets how dates, numbers and prices are written on your site.',
  'owners.business.settingsLinks': 'More settings',
  'owners.business.linkBusiness': 'Business info and the mobile info bar',
  'owners.business.linkEmail': 'E-mail: sender, reply-to and delivery',

  'owners.business.title': 'Business info',
  'owners.business.intro':
    'Your address, phone, e-mail and opening hours appear in your site’s footer, on the mobile info bar and in what search engines read about your business. Leave out anything you do not want to show.',
  'owners.business.loading': 'Loading business info…',
  'owners.business.name': 'Business name',
  'owners.business.nameHint': 'Empty uses the site title.',
  'owners.business.address': 'Address',
  'owners.business.street': 'Street address',
  'owners.business.locality': 'Town or city',
  'owners.business.region': 'State or region',
  'owners.business.postalCode': 'Postal code',
  'owners.business.country': 'Country',
  'owners.business.contact': 'Phone and e-mail',
  'owners.business.phone': 'Phone',
  'owners.business.phoneHint': 'With the country code, like +1 555 010 0199.',
  'owners.business.email': 'E-mail',
  'owners.business.hours': 'Opening hours',
  'owners.business.openOn': 'Open on {day}',
  'owners.business.opens': '{day} opens',
  'owners.business.closes': '{day} closes',
  'owners.business.hoursHint': 'A closing time before the opening time means open past midnight.',
  'owners.business.infoBar': 'Mobile info bar',
  'owners.business.infoBarEnabled': 'Show the info bar on phones and tablets',
  'owners.business.infoBarHint':
    'A bar at the bottom of the screen, up to 1024 pixels wide, with Call, E-mail, Directions and Hours from the details above. It shows only when there is something on it.',
  'owners.business.save': 'Save business info',
  'owners.business.saving': 'Saving…',
  'owners.business.saved': 'Business info saved.',
  'owners.business.notSaved': 'Not saved: {reason}',
  'owners.business.day.monday': 'Monday',
  'owners.business.day.tuesday': 'Tuesday',
  'owners.business.day.wednesday': 'Wednesday',
  'owners.business.day.thursday': 'Thursday',
  'owners.business.day.friday': 'Friday',
  'owners.business.day.saturday': 'Saturday',
  'owners.business.day.sunday': 'Sunday',

  'owners.business.mail.title': 'E-mail',
  'owners.business.mail.intro':
    'Order confirmations, form notices and newsletters are sent from this server’s address with your site’s name on them. Replies go where you say here.',
  'owners.business.mail.loading': 'Loading e-mail settings…',
  'owners.business.mail.senderName': 'Sender name',
  'owners.business.mail.senderNameHint':
    'Shown as who your site’s e-mails are from; empty uses the site title.',
  'owners.business.mail.replyTo': 'Reply-to address',
  'owners.business.mail.replyToHint':
    'Where replies to your site’s e-mails go. Empty: replies to order e-mails come to your own address.',
  'owners.business.mail.save': 'Save e-mail settings',
  'owners.business.mail.saved': 'E-mail settings saved.',
  'owners.business.mail.previews': 'Preview your site’s e-mails',
  'owners.business.mail.outbox': 'See Sent e-mail',
  'owners.business.mail.status': 'Delivery',
  'owners.business.mail.statusLoading': 'Checking delivery…',
  'owners.business.mail.statusUnknown': 'The delivery state could not be read.',
  'owners.business.mail.delivering': 'E-mail is being delivered.',
  'owners.business.mail.notDelivering': 'E-mail is not being delivered.',
  'owners.business.mail.notDeliveringDetail':
    '{waiting, plural, one {# message is} other {# messages are}} waiting: this server has no mail server set up (SMTP_URL), so shoppers and people who use your forms get no e-mail from your site. Ask whoever runs the server to set it up.',
  'owners.business.mail.noServerTitle': 'No mail server is set up.',
  'owners.business.mail.noServer':
    'This server has no mail server set up (SMTP_URL): e-mail your site writes will wait in the outbox until one is.',
  'owners.business.mail.delayed': 'E-mail is delayed.',
  'owners.business.mail.delayedDetail':
    '{waiting, plural, =0 {} one {# message is still waiting. } other {# messages are still waiting. }}{failed, plural, =0 {} one {# message could not be delivered this week. } other {# messages could not be delivered this week. }}The mail server is not accepting everything it is given.',

  'owners.business.fonts.adobe': 'Adobe Fonts (optional)',
  'owners.business.fonts.adobeHint':
    'Use fonts from your own Adobe Fonts web project. Visitors’ browsers then load them from Adobe; the fonts chosen above are used until they arrive, and if they do not.',
  'owners.business.fonts.kitId': 'Kit id',
  'owners.business.fonts.kitIdHint': 'The 7-character id of your web project, like abc1234.',
  'owners.business.fonts.adobeHeading': 'Adobe font for headings',
  'owners.business.fonts.adobeBody': 'Adobe font for body text',
  'owners.business.fonts.familyHint':
    'The font’s CSS name from the web project, like proxima-nova. Leave empty to use the font chosen above.',
} as const;
