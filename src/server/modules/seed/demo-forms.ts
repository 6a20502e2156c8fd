import type { FormDefinitionInput } from '../../../shared/forms/definition';
import { newId } from '../../../shared/ids';
import { EMAIL } from './demo-blocks';

/** The Contact page's form: one field of every kind, so a new owner sees them all working. */
export const DEMO_CONTACT_FORM_ID = newId();
export const DEMO_NEWSLETTER_FORM_ID = newId();

export const contactForm: FormDefinitionInput = {
  name: 'Contact us',
  kind: 'form',
  fields: [
    { id: 'name', type: 'name', title: 'Name', required: true },
    { id: 'email', type: 'email', title: 'Email', required: true, placeholder: 'you@example.com' },
    { id: 'phone', type: 'phone', title: 'Phone', description: 'We only call about your order or booking.' },
    {
      id: 'topic',
      type: 'select',
      title: 'Topic',
      required: true,
      options: ['Beans & orders', 'Wholesale', 'Private tasting', 'Something else'],
    },
    {
      id: 'visit',
      type: 'section',
      title: 'About your visit',
      description: 'Only if you are planning to come by.',
      underline: true,
    },
    { id: 'visit-date', type: 'date', title: 'Preferred date' },
    { id: 'visit-time', type: 'time', title: 'Preferred time' },
    { id: 'party', type: 'number', title: 'Party size', placeholder: '2' },
    { id: 'budget', type: 'currency', title: 'Budget for a tasting', currencySymbol: '$' },
    {
      id: 'address',
      type: 'address',
      title: 'Delivery address',
      description: 'For wholesale deliveries within the city.',
    },
    { id: 'website', type: 'website', title: 'Your café’s website', placeholder: 'example.com' },
    { id: 'roast', type: 'radio', title: 'Favourite roast', options: ['Light', 'Medium', 'Dark'] },
    {
      id: 'brew',
      type: 'checkbox',
      title: 'How do you brew?',
      options: ['Espresso', 'Pour-over', 'French press', 'Cold brew'],
    },
    {
      id: 'opinion',
      type: 'likert',
      title: 'Tell us what you think',
      options: ['The coffee is fresh', 'The staff are friendly'],
    },
    {
      id: 'message',
      type: 'textarea',
      title: 'Message',
      required: true,
      maxLength: 500,
      placeholder: 'How can we help?',
    },
    { id: 'source', type: 'hidden', key: 'utm_source', value: 'direct', title: 'Source' },
    { id: 'company', type: 'text', title: 'Company' },
  ],
  settings: {
    submitButtonText: 'Send message',
    storage: { notifyEmails: [EMAIL], emailSubject: 'New message from the website' },
    advanced: {
      successMessage: '<p><strong>Thank you!</strong> We will get back to you within a day.</p>',
      redirectUrl: '',
      postSubmitHtml: '',
    },
    captcha: { provider: 'altcha', siteKey: '' },
    disclaimer: { enabled: false, html: '', requireAcceptance: false },
  },
};

export const newsletterForm: FormDefinitionInput = {
  name: 'Roast notes newsletter',
  kind: 'newsletter',
  fields: [
    { id: 'email', type: 'email', title: 'Email Address', required: true, placeholder: 'Email Address' },
  ],
  settings: {
    submitButtonText: 'Sign Up',
    advanced: {
      successMessage: '<p>Thank you! Check your inbox to confirm your subscription.</p>',
      redirectUrl: '',
      postSubmitHtml: '',
    },
    captcha: { provider: 'altcha', siteKey: '' },
  },
};
