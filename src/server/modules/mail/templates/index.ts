import { plainTextSelectors, render } from '@react-email/render';
import { compile } from 'html-to-text';
import { createElement, type ReactElement } from 'react';
import type { MailBrand } from './brand';
import { DonationReceipt, donationReceiptSubject, type DonationReceiptProps } from './donation-receipt';
import { GiftCard, giftCardSample, giftCardSubject, type GiftCardProps } from './gift-card';
import { FormAutoReply, formAutoReplySubject, type FormAutoReplyProps } from './form-auto-reply';
import { FormNotification, formNotificationSubject, type FormNotificationProps } from './form-notification';
import { NewOrderNotice, newOrderNoticeSubject, type NewOrderNoticeProps } from './new-order-notice';
import {
  NewsletterConfirmation,
  newsletterConfirmationSubject,
  type NewsletterConfirmationProps,
} from './newsletter-confirmation';
import { OrderCancelled, orderCancelledSubject, type OrderCancelledProps } from './order-cancelled';
import {
  OrderConfirmation,
  orderConfirmationSubject,
  type OrderConfirmationProps,
} from './order-confirmation';
import { OrderFulfilled, orderFulfilledSubject, type OrderFulfilledProps } from './order-fulfilled';
import { OrderRefunded, orderRefundedSubject, type OrderRefundedProps } from './order-refunded';
import {
  NotifyAddressVerification,
  notifyAddressVerificationSubject,
  type NotifyAddressVerificationProps,
} from './notify-address-verification';
import {
  SignUpAlreadyRegistered,
  signUpAlreadyRegisteredSubject,
  type SignUpAlreadyRegisteredProps,
} from './sign-up-already-registered';
import {
  SignUpConfirmation,
  signUpConfirmationSubject,
  type SignUpConfirmationProps,
} from './sign-up-confirmation';
import {
  SubscriptionNotice,
  subscriptionNoticeSubject,
  type SubscriptionNoticeProps,
} from './subscription-notice';
import { MemberAccount, memberAccountSubject, type MemberAccountProps } from './member-account';
import { PasswordReset, passwordResetSubject, type PasswordResetProps } from './password-reset';
import * as samples from './samples';
import { t } from './text';

export type { MailBrand } from './brand';
export type { OrderMailView } from './order-parts';
export type { SubscriptionMailPart } from './subscription-part';

/** One mail: its component (HTML and text come from it), its subject, and sample data for previews. */
export interface MailTemplate<Props extends { brand: MailBrand }> {
  /** The outbox's purpose for this mail and the preview's address. */
  name: string;
  label: string;
  Component: (props: Props) => ReactElement;
  subject: (props: Props) => string;
  sample: (brand: MailBrand) => Props;
}

const template = <Props extends { brand: MailBrand }>(definition: MailTemplate<Props>) => definition;

export const formNotificationMail = template<FormNotificationProps>({
  name: 'form-notification',
  label: t('mail.formNotification.label'),
  Component: FormNotification,
  subject: formNotificationSubject,
  sample: samples.formNotification,
});
export const formAutoReplyMail = template<FormAutoReplyProps>({
  name: 'form-auto-reply',
  label: t('mail.formAutoReply.label'),
  Component: FormAutoReply,
  subject: formAutoReplySubject,
  sample: samples.formAutoReply,
});
export const notifyAddressVerificationMail = template<NotifyAddressVerificationProps>({
  name: 'notify-address-verification',
  label: t('mail.notifyAddress.label'),
  Component: NotifyAddressVerification,
  subject: notifyAddressVerificationSubject,
  sample: samples.notifyAddressVerification,
});
export const newsletterConfirmationMail = template<NewsletterConfirmationProps>({
  name: 'newsletter-confirmation',
  label: t('mail.newsletter.label'),
  Component: NewsletterConfirmation,
  subject: newsletterConfirmationSubject,
  sample: samples.newsletterConfirmation,
});
export const orderConfirmationMail = template<OrderConfirmationProps>({
  name: 'order-confirmation',
  label: t('mail.orderConfirmation.label'),
  Component: OrderConfirmation,
  subject: orderConfirmationSubject,
  sample: samples.orderConfirmation,
});
export const orderFulfilledMail = template<OrderFulfilledProps>({
  name: 'order-fulfilled',
  label: t('mail.orderFulfilled.label'),
  Component: OrderFulfilled,
  subject: orderFulfilledSubject,
  sample: samples.orderFulfilled,
});
export const orderRefundedMail = template<OrderRefundedProps>({
  name: 'order-refunded',
  label: t('mail.orderRefunded.label'),
  Component: OrderRefunded,
  subject: orderRefundedSubject,
  sample: samples.orderRefunded,
});
export const orderCancelledMail = template<OrderCancelledProps>({
  name: 'order-cancelled',
  label: t('mail.orderCancelled.label'),
  Component: OrderCancelled,
  subject: orderCancelledSubject,
  sample: samples.orderCancelled,
});
export const newOrderNoticeMail = template<NewOrderNoticeProps>({
  name: 'new-order-notice',
  label: t('mail.newOrder.label'),
  Component: NewOrderNotice,
  subject: newOrderNoticeSubject,
  sample: samples.newOrderNotice,
});
export const donationReceiptMail = template<DonationReceiptProps>({
  name: 'donation-receipt',
  label: t('mail.donationReceipt.label'),
  Component: DonationReceipt,
  subject: donationReceiptSubject,
  sample: samples.donationReceipt,
});
export const giftCardMail = template<GiftCardProps>({
  name: 'gift-card',
  label: t('mail.giftCard.label'),
  Component: GiftCard,
  subject: giftCardSubject,
  sample: giftCardSample,
});
export const subscriptionNoticeMail = template<SubscriptionNoticeProps>({
  name: 'subscription-notice',
  label: t('mail.subscription.label'),
  Component: SubscriptionNotice,
  subject: subscriptionNoticeSubject,
  sample: samples.subscriptionNotice,
});
export const passwordResetMail = template<PasswordResetProps>({
  name: 'password-reset',
  label: t('mail.passwordReset.label'),
  Component: PasswordReset,
  subject: passwordResetSubject,
  sample: samples.passwordReset,
});
export const signUpConfirmationMail = template<SignUpConfirmationProps>({
  name: 'sign-up-confirmation',
  label: t('mail.signUp.label'),
  Component: SignUpConfirmation,
  subject: signUpConfirmationSubject,
  sample: samples.signUpConfirmation,
});
export const signUpAlreadyRegisteredMail = template<SignUpAlreadyRegisteredProps>({
  name: 'sign-up-already-registered',
  label: t('mail.signUpRegistered.label'),
  Component: SignUpAlreadyRegistered,
  subject: signUpAlreadyRegisteredSubject,
  sample: samples.signUpAlreadyRegistered,
});

/** Every template, in the order the owners' previews list them. */
export const memberAccountMail = template<MemberAccountProps>({
  name: 'member-account',
  label: t('mail.member.label'),
  Component: MemberAccount,
  subject: memberAccountSubject,
  sample: samples.memberAccount,
});
export const mailTemplates = [
  orderConfirmationMail,
  orderFulfilledMail,
  orderRefundedMail,
  orderCancelledMail,
  newOrderNoticeMail,
  donationReceiptMail,
  giftCardMail,
  subscriptionNoticeMail,
  formNotificationMail,
  formAutoReplyMail,
  notifyAddressVerificationMail,
  newsletterConfirmationMail,
  passwordResetMail,
  signUpConfirmationMail,
  signUpAlreadyRegisteredMail,
  memberAccountMail,
] as const;

/** react-email's plain-text conversion (its `toPlainText`), compiled once. */
const toPlainText = compile({ wordwrap: false, selectors: plainTextSelectors });

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/**
 * Renders a mail's subject, HTML and text part from one template. React escapes every value
 * it prints, so visitor input is text in the HTML part, never markup.
 */
export async function renderMail<Props extends { brand: MailBrand }>(
  mail: MailTemplate<Props>,
  props: Props,
): Promise<RenderedMail> {
  const element = createElement(mail.Component, props);
  // One React render for both parts: the text part is the HTML converted with react-email's own
  // options (what `render(element, { plainText: true })` did with a second render), by a
  // converter compiled once (html-to-text compiled its selectors again on every call).
  const html = await render(element);
  return { subject: mail.subject(props), html, text: toPlainText(html) };
}

/** A template by name with its sample data rendered in a site's brand: the owners' previews. */
export async function renderPreview(name: string, brand: MailBrand): Promise<RenderedMail | null> {
  const mail = mailTemplates.find((candidate) => candidate.name === name) as
    MailTemplate<{ brand: MailBrand }> | undefined;
  return mail ? renderMail(mail, mail.sample(brand)) : null;
}
