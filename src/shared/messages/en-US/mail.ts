/**
 * The e-mails' text (src/server/modules/mail/templates), keyed `mail.<mail>.<part>`, ICU
 * MessageFormat. Order numbers are passed as text, so #1042 never reads #1,042.
 */
export const mailMessages = {
  'mail.common.hello': 'Hello {name},',
  'mail.common.orOpenLink': 'Or open this link: <link>{url}</link>',
  'mail.common.viewOrder': 'View your order',
  'mail.common.questions': 'Questions? Reply to this e-mail.',

  'mail.order.shippingTo': 'Shipping to',
  'mail.order.shippingMethod': 'Shipping method',
  'mail.order.subtotal': 'Subtotal',
  'mail.order.discount': 'Discount',
  'mail.order.shipping': 'Shipping',
  'mail.order.tax': 'Tax',
  'mail.order.total': 'Total',

  'mail.formNotification.label': 'Form notification',
  'mail.formNotification.subject': 'New submission: {form}',
  'mail.formNotification.subjectFrom': '{subject} from {visitor}',
  'mail.formNotification.preview': 'A visitor sent the form “{form}”.',
  'mail.formNotification.heading': 'New submission: {form}',
  'mail.formNotification.sentFromPage':
    'Sent from <link>{path}</link> on {site}. Reply to this e-mail to answer the visitor when they gave an address.',
  'mail.formNotification.sentFromSite':
    'Sent from your site on {site}. Reply to this e-mail to answer the visitor when they gave an address.',

  'mail.formAutoReply.label': 'Form auto-reply (to the visitor)',
  'mail.formAutoReply.subject': 'Thank you for your message to {site}',
  'mail.formAutoReply.footer':
    'You receive this e-mail because this address was entered in a form on {site}. If that was not you, please ignore it.',

  'mail.notifyAddress.label': 'Notification address check',
  'mail.notifyAddress.subject': 'Confirm that you want form e-mails from {site}',
  'mail.notifyAddress.preview': 'Confirm to receive the submissions of the form “{form}”.',
  'mail.notifyAddress.heading': 'Confirm your address',
  'mail.notifyAddress.body':
    'The owners of {site} want to send the submissions of their form “{form}” to this address. Confirm that you want to receive them:',
  'mail.notifyAddress.action': 'Confirm address',
  'mail.notifyAddress.note':
    'The link works once, within 7 days. If you did not expect this, ignore this e-mail and no form e-mails will be sent to you.',

  'mail.newsletter.label': 'Newsletter confirmation',
  'mail.newsletter.subject': 'Confirm your subscription to {site}',
  'mail.newsletter.preview': 'Confirm that you want news from {site}.',
  'mail.newsletter.footer': 'Changed your mind? <link>Unsubscribe</link>',
  'mail.newsletter.heading': 'Confirm your subscription',
  'mail.newsletter.body': 'Please confirm that you want to receive news from {site}.',
  'mail.newsletter.action': 'Confirm subscription',
  'mail.newsletter.note': 'If you did not sign up, ignore this e-mail and nothing will be sent to you.',

  'mail.orderConfirmation.label': 'Order confirmation',
  'mail.orderConfirmation.subject': 'Your {site} order #{number} is confirmed',
  'mail.orderConfirmation.preview': 'Order #{number} is confirmed. Thank you for your order.',
  'mail.orderConfirmation.heading':
    '{hasName, select, yes {Thank you for your order, {name}} other {Thank you for your order}}',
  'mail.orderConfirmation.body':
    'We received your payment for order #{number}. We will let you know when it is on its way.',

  'mail.orderFulfilled.label': 'Order shipped',
  'mail.orderFulfilled.subject':
    '{ships, select, yes {Your {site} order #{number} is on its way} other {Your {site} order #{number} is complete}}',
  'mail.orderFulfilled.preview':
    '{ships, select, yes {Order #{number} has shipped.} other {Order #{number} is complete.}}',
  'mail.orderFulfilled.heading':
    '{ships, select, yes {Your order is on its way} other {Your order is complete}}',
  'mail.orderFulfilled.body':
    '{hasName, select, yes {Hello {name}, order} other {Order}} #{number} {ships, select, yes {has been sent.} other {has been fulfilled.}}',
  'mail.orderFulfilled.tracking':
    '{hasCarrier, select, yes {Tracking number ({carrier})} other {Tracking number}}',
  'mail.orderFulfilled.carrier': 'Carrier: {carrier}',
  'mail.orderFulfilled.track': 'Track your parcel',

  'mail.orderRefunded.label': 'Order refunded',
  'mail.orderRefunded.subject':
    '{full, select, yes {Refund} other {Partial refund}} for your {site} order #{number}',
  'mail.orderRefunded.preview': '{amount} is on its way back to you.',
  'mail.orderRefunded.heading':
    '{full, select, yes {Your order was refunded} other {Part of your order was refunded}}',
  'mail.orderRefunded.body':
    '{hasName, select, yes {Hello {name}, we} other {We}} refunded <b>{amount}</b> for order #{number} to your original payment method.',
  'mail.orderRefunded.inTotal': 'In total {total} of this order has been refunded.',
  'mail.orderRefunded.bank':
    'Depending on your bank, it can take 5 to 10 business days for the money to appear on your statement.',

  'mail.orderCancelled.label': 'Order cancelled',
  'mail.orderCancelled.subject': 'Your {site} order #{number} was cancelled',
  'mail.orderCancelled.preview': 'Order #{number} was cancelled.',
  'mail.orderCancelled.heading': 'Your order was cancelled',
  'mail.orderCancelled.body':
    '{hasName, select, yes {Hello {name}, order} other {Order}} #{number} was cancelled.',
  'mail.orderCancelled.refunded': 'We refunded {amount} to your original payment method.',
  'mail.orderCancelled.notCharged': 'You were not charged for it.',

  'mail.donationReceipt.label': 'Donation receipt',
  'mail.donationReceipt.subject': 'Thank you for your gift to {site}',
  'mail.donationReceipt.preview': 'Your gift of {total} was received.',
  'mail.donationReceipt.heading': 'Thank you for your gift',
  'mail.donationReceipt.body':
    '{hasName, select, yes {Hello {name}, we received} other {We received}} your {monthly, select, yes {monthly gift} other {gift}} of {total} on {date}. This is your receipt; no goods or services were provided in exchange.',
  'mail.donationReceipt.number': 'Receipt #{number}',
  'mail.donationReceipt.amount': 'Gift',
  'mail.donationReceipt.fee': 'Added to cover fees',
  'mail.donationReceipt.total': 'Total',
  'mail.donationReceipt.fund': 'Designated to: {fund}',

  'mail.newOrder.label': 'New order (to you)',
  'mail.newOrder.subject':
    '{hasName, select, yes {New order #{number}: {total} from {name}} other {New order #{number}: {total}}}',
  'mail.newOrder.preview': '{who} paid {total}.',
  'mail.newOrder.footer': 'You get this because “Notify me of new orders” is on in your store settings.',
  'mail.newOrder.heading': 'New order #{number}',
  'mail.newOrder.body': '{who} ({email}) paid {total}.',
  'mail.newOrder.aShopper': 'A shopper',
  'mail.newOrder.action': 'Open the order',

  'mail.passwordReset.label': 'Password reset (owners)',
  'mail.passwordReset.subject': 'Reset your Sitebuilder password',
  'mail.passwordReset.preview': 'Choose a new password within the next hour.',
  'mail.passwordReset.heading': 'Reset your password',
  'mail.passwordReset.body':
    'Someone (hopefully you) asked to reset the password of your Sitebuilder account. Choose a new password within the next hour:',
  'mail.passwordReset.action': 'Choose a new password',
  'mail.passwordReset.note':
    'The link works once. Setting a new password signs you out everywhere. If you did not ask for this, ignore this e-mail: your password stays as it is.',

  'mail.signUpRegistered.label': 'Sign-up with a registered address (owners)',
  'mail.signUpRegistered.subject': 'You already have a Sitebuilder account',
  'mail.signUpRegistered.preview': 'Someone tried to sign up with this address. Nothing has changed.',
  'mail.signUpRegistered.heading': 'You already have an account',
  'mail.signUpRegistered.body':
    'Someone (hopefully you) tried to sign up for Sitebuilder with this e-mail address, which already has an account. Nothing has changed.',
  'mail.signUpRegistered.action': 'Sign in',
  'mail.signUpRegistered.forgot': 'Forgot your password? <link>Choose a new one</link>',
  'mail.signUpRegistered.note':
    'If it was not you, ignore this e-mail: your account and password stay as they are.',

  'mail.signUp.label': 'Sign-up confirmation (owners)',
  'mail.signUp.subject': 'Confirm your Sitebuilder account',
  'mail.signUp.preview': 'Confirm your e-mail address to finish signing up.',
  'mail.signUp.heading': 'Welcome to Sitebuilder',
  'mail.signUp.body': 'Confirm that this is your e-mail address to finish signing up:',
  'mail.signUp.action': 'Confirm my address',
  'mail.signUp.note':
    'The link works once, within 24 hours, and signs you in. If you did not sign up, ignore this e-mail: nobody can use the account without this confirmation.',
  'mail.subscription.label': 'Subscription notices',
  'mail.subscription.payment-failed.subject': 'Your {site} subscription payment failed',
  'mail.subscription.payment-failed.heading': 'Your subscription payment failed',
  'mail.subscription.payment-failed.body':
    '{hasName, select, yes {Hello {name}.} other {Hello.}} We could not charge {amount} for your subscription to {title}. We will try again; to keep your subscription, check your payment method.',
  'mail.subscription.cancelled.subject': 'Your {site} subscription to {title} was cancelled',
  'mail.subscription.cancelled.heading': 'Your subscription was cancelled',
  'mail.subscription.cancelled.body':
    '{hasName, select, yes {Hello {name}.} other {Hello.}} Your subscription to {title} was cancelled. You will not be charged again.',
  'mail.subscription.next': 'Next payment: {date}',
  'mail.subscription.manageNote':
    'Pause, skip the next payment or cancel at any time with the button below; it works without signing in, so keep this e-mail to yourself.',
  'mail.subscription.manage': 'Manage your subscription',
  'mail.subscription.fixPayment': 'Review your subscription',
  'mail.subscriptionPart.started':
    '{gift, select, yes {This payment started your monthly gift.} other {This payment started your subscription to {title}.}}',
  'mail.subscriptionPart.renewed':
    '{gift, select, yes {This payment renewed your monthly gift.} other {This payment renewed your subscription to {title}.}}',
  'mail.orderConfirmation.renewalSubject':
    'Receipt for your {site} subscription to {title} (order #{number})',
} as const;
