import type { MemberAccountProps } from './member-account';
import type { DonationReceiptProps } from './donation-receipt';
import { colourThemes } from '../../../../shared/design/tokens';
import type { MailBrand } from './brand';
import type { FormAutoReplyProps } from './form-auto-reply';
import type { FormNotificationProps } from './form-notification';
import type { NotifyAddressVerificationProps } from './notify-address-verification';
import type { SignUpAlreadyRegisteredProps } from './sign-up-already-registered';
import type { SignUpConfirmationProps } from './sign-up-confirmation';
import type { NewOrderNoticeProps } from './new-order-notice';
import type { NewsletterConfirmationProps } from './newsletter-confirmation';
import type { OrderCancelledProps } from './order-cancelled';
import type { SubscriptionNoticeProps } from './subscription-notice';
import type { OrderConfirmationProps } from './order-confirmation';
import type { OrderFulfilledProps } from './order-fulfilled';
import type { OrderMailView } from './order-parts';
import type { OrderRefundedProps } from './order-refunded';
import type { PasswordResetProps } from './password-reset';
import { trackingUrlOf } from '../../../../shared/commerce/carriers';

/**
 * Sample data for the owners' previews and the snapshot tests: fixed values only (no clock, no
 * random ids), so a preview and a snapshot are the same every time.
 */
export const sampleBrand: MailBrand = {
  siteTitle: 'Harbour Coffee',
  logoUrl: 'https://harbour.example.com/assets/static/logo.png',
  logoAlt: 'Harbour Coffee',
  siteUrl: 'https://harbour.example.com',
  palette: colourThemes.roastery.palette,
};

const sampleOrder = (brand: MailBrand): OrderMailView => ({
  orderNumber: 1042,
  customerName: 'Ada Lovelace',
  email: 'ada@example.com',
  lines: [
    { title: 'House Blend', options: '250 g, Whole bean', quantity: 2, total: '$24.00' },
    { title: 'Ceramic Mug', options: '', quantity: 1, total: '$18.50' },
  ],
  totals: [
    { label: 'Subtotal', amount: '$42.50' },
    { label: 'Shipping', amount: '$5.00' },
    { label: 'Tax', amount: '$3.80' },
    { label: 'Total', amount: '$51.30' },
  ],
  shippingAddress: ['Ada Lovelace', '12 St James’s Square', 'London SW1Y 4JH', 'United Kingdom'],
  shippingMethod: 'Standard (3–5 business days)',
  orderUrl: `${brand.siteUrl}/commerce/orders/sample?token=sample`,
});

export const orderConfirmation = (brand: MailBrand): OrderConfirmationProps => ({
  brand,
  order: sampleOrder(brand),
});

export const orderFulfilled = (brand: MailBrand): OrderFulfilledProps => ({
  brand,
  order: sampleOrder(brand),
  carrier: 'Royal Mail',
  trackingNumber: 'AB123456789GB',
  trackingUrl: trackingUrlOf('Royal Mail', 'AB123456789GB'),
});

export const orderRefunded = (brand: MailBrand): OrderRefundedProps => ({
  brand,
  order: sampleOrder(brand),
  amount: '$18.50',
  full: false,
  refundedTotal: '$18.50',
});

export const orderCancelled = (brand: MailBrand): OrderCancelledProps => ({
  brand,
  order: sampleOrder(brand),
  refunded: '$51.30',
});

export const newOrderNotice = (brand: MailBrand): NewOrderNoticeProps => ({
  brand,
  order: sampleOrder(brand),
  adminUrl: `${brand.siteUrl}/config/store/orders/sample`,
  total: '$51.30',
});

export const formNotification = (brand: MailBrand): FormNotificationProps => ({
  brand,
  formName: 'Contact',
  subject: 'New submission: Contact from Grace Hopper',
  fields: [
    { label: 'Name', value: 'Grace Hopper', multiline: false },
    { label: 'Email', value: 'grace@example.com', multiline: false },
    { label: 'Budget', value: '$1,200.00 (USD)', multiline: false },
    {
      label: 'Message',
      value: 'Hello!\nDo you roast decaf?\n\nThanks, Grace',
      multiline: true,
    },
  ],
  pagePath: '/contact',
});

export const newsletterConfirmation = (brand: MailBrand): NewsletterConfirmationProps => ({
  brand,
  confirmUrl: `${brand.siteUrl}/forms/newsletter/confirm?token=sample`,
  unsubscribeUrl: `${brand.siteUrl}/forms/newsletter/unsubscribe?token=sample`,
});

export const passwordReset = (brand: MailBrand): PasswordResetProps => ({
  brand,
  displayName: 'Ada',
  resetUrl: 'https://app.example.com/reset-password#token=sample',
});

export const formAutoReply = (brand: MailBrand): FormAutoReplyProps => ({
  brand,
  subject: `Thanks for writing to ${brand.siteTitle}`,
  message: `Hello,\n\nThank you for your message. We answer within two working days.\n\nThe ${brand.siteTitle} team`,
});

export const notifyAddressVerification = (brand: MailBrand): NotifyAddressVerificationProps => ({
  brand,
  formName: 'Contact',
  confirmUrl: `${brand.siteUrl}/forms/notify/confirm?token=sample`,
});

export const signUpConfirmation = (brand: MailBrand): SignUpConfirmationProps => ({
  brand,
  displayName: 'Ada',
  confirmUrl: 'https://app.example.com/confirm-sign-up#token=sample',
});

export const signUpAlreadyRegistered = (brand: MailBrand): SignUpAlreadyRegisteredProps => ({
  brand,
  displayName: 'Ada',
  signInUrl: 'https://app.example.com/sign-in',
  resetUrl: 'https://app.example.com/reset-password',
});

export const donationReceipt = (brand: MailBrand): DonationReceiptProps => ({
  brand,
  receiptNumber: 1042,
  donorName: 'Ada Lovelace',
  date: 'January 31, 2027',
  amount: '$50.00',
  fee: '$1.50',
  total: '$51.50',
  fund: 'Scholarships',
  monthly: true,
  receiptUrl: `${brand.siteUrl}/commerce/donations/sample`,
  subscription: {
    title: '',
    gift: true,
    plan: 'Renews every month',
    amount: '$51.50',
    nextPayment: 'February 28, 2027',
    manageUrl: `${brand.siteUrl}/commerce/subscriptions/manage/sample`,
    renewal: false,
  },
});
export const subscriptionNotice = (brand: MailBrand): SubscriptionNoticeProps => ({
  brand,
  kind: 'payment-failed',
  customerName: 'Ada Lovelace',
  title: 'Coffee Club',
  plan: 'Renews every month',
  amount: '$25.00',
  nextPayment: 'March 31, 2027',
  failure: 'Your card was declined.',
  manageUrl: `${brand.siteUrl}/commerce/subscriptions/manage/sample`,
});

export const memberAccount = (brand: MailBrand): MemberAccountProps => ({
  brand,
  kind: 'verify',
  displayName: 'Ada',
  url: 'https://demo.example.com/account/verify?token=sample',
});
