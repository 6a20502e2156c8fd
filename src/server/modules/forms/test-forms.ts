import type { FormDefinitionInput } from '../../../shared/forms/definition';
import type { TestApp } from '../../testing/test-app';

/** Storage settings that notify `email` (a site owner's own address receives mail without a confirmation). */
export const notifying = (email: string) => ({ storage: { notifyEmails: [email], emailSubject: '' } });

/** A contact form with one field of each kind that has rules of its own; no captcha unless asked. */
export function contactDefinition(
  overrides: Partial<FormDefinitionInput['settings']> = {},
): FormDefinitionInput {
  return {
    name: 'Contact',
    kind: 'form',
    fields: [
      { id: 'name', type: 'name', title: 'Name', required: true },
      { id: 'email', type: 'email', title: 'Email', required: true },
      { id: 'phone', type: 'phone', title: 'Phone' },
      { id: 'topic', type: 'select', title: 'Topic', options: ['Beans', 'Wholesale'], required: true },
      { id: 'intro', type: 'section', title: 'More' },
      { id: 'brew', type: 'checkbox', title: 'Brew', options: ['Espresso', 'Filter'] },
      { id: 'opinion', type: 'likert', title: 'Opinion', options: ['Fresh'] },
      { id: 'message', type: 'textarea', title: 'Message', required: true, maxLength: 20 },
      { id: 'source', type: 'hidden', key: 'utm_source', value: 'direct' },
    ],
    settings: {
      captcha: { provider: 'none', siteKey: '' },
      storage: { notifyEmails: ['owner@example.com'], emailSubject: '' },
      ...overrides,
    },
  };
}

export const goodValues = {
  name: ['Ada', 'Lovelace'],
  email: 'ada@example.com',
  phone: ['503', '555', '0142'],
  topic: 'Beans',
  brew: ['Espresso'],
  opinion: { Fresh: '2' },
  message: 'Hello there',
  source: 'newsletter',
};

/** Submits through the public calls as the runtime does: a key, then SaveFormSubmission. */
export async function submit(
  app: TestApp['app'],
  host: string,
  body: Record<string, unknown>,
  options: { key?: string; ip?: string } = {},
) {
  const headers = { host, 'x-forwarded-for': options.ip ?? '198.51.100.7' };
  const key =
    options.key ??
    (
      await app.inject({
        method: 'POST',
        url: '/api/form/FormSubmissionKey',
        headers: { ...headers, 'x-csrf-token': 'c'.repeat(32), cookie: `crumb=${'c'.repeat(32)}` },
      })
    ).json().key;
  return app.inject({
    method: 'POST',
    url: '/api/form/SaveFormSubmission',
    headers: { ...headers, 'x-csrf-token': 'c'.repeat(32), cookie: `crumb=${'c'.repeat(32)}` },
    payload: { key, ...body },
  });
}
