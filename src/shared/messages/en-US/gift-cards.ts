/** Gift cards (issue 20): the recipient's e-mail, and the gift card and balance pages (src/site/store/gift-card-pages.tsx). */
export const giftCardMessages = {
  'mail.giftCard.label': 'Gift card (to the recipient)',
  'mail.giftCard.subject':
    '{hasSender, select, yes {{sender} sent you a gift card for {site}} other {Your gift card for {site}}}',
  'mail.giftCard.preview': 'A gift card of {amount} is yours.',
  'mail.giftCard.heading': 'A gift card of {amount}',
  'mail.giftCard.body':
    'Hello {name}, {hasSender, select, yes {{sender} sent you} other {here is}} a gift card of {amount} to spend at {site}.',
  'mail.giftCard.code': 'Your code',
  'mail.giftCard.howTo': 'Enter the code at checkout. What you do not spend stays on the card for next time.',
  'mail.giftCard.balance': 'Check your balance',

  'site.giftCard.amount': 'Amount',
  'site.giftCard.recipientName': 'Recipient’s name',
  'site.giftCard.recipientEmail': 'Recipient’s email',
  'site.giftCard.message': 'Message (optional)',
  'site.giftCard.sendDate': 'Send on (leave empty to send now)',
  'site.giftCard.buyerName': 'Your name',
  'site.giftCard.buyerEmail': 'Your email',
  'site.giftCard.noTax': 'No tax or shipping is charged on gift cards.',
  'site.giftCard.buy': 'Buy gift card',
  'site.giftCard.balanceTitle': 'Gift card balance',
  'site.giftCard.code': 'Gift card code',
  'site.giftCard.check': 'Check balance',
  'site.giftCard.balanceIs': 'This card has {balance} left.',
  'site.giftCard.void': 'This card can no longer be used.',
  'site.giftCard.apply': 'Apply gift card',
  'site.giftCard.applied': 'Gift cards',
  'site.giftCard.remove': 'Remove',
  'site.giftCard.toPay': 'To pay by card',
} as const;
