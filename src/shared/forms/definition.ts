import { z } from 'zod';

import { redirectUrlProblem, safeRedirectUrl } from '../links/redirect-url';
import { CAPTCHA_PROVIDERS, type CaptchaProvider } from './field-kinds';

export {
  CAPTCHA_PROVIDERS,
  FIELD_PARTS,
  FIELD_TYPES,
  FormSettingsSection,
  isMultiPart,
  LIKERT_SCALE,
  PART_LABELS,
  type CaptchaProvider,
  type FieldType,
  type MultiPartType,
} from './field-kinds';

/**
 * A form definition as the owner builds it (media-and-platform §3 "Form field types and
 * editable properties", settings sections build 1, storage 2, advanced 3, captcha 4,
 * disclaimer 5). Shared by the server (storage, validation), the runtime and the owners' app.
 */

/** Field ids are short, stable and safe as HTML ids and JSON keys. */
export const FIELD_ID_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;
const fieldId = z
  .string()
  .regex(
    FIELD_ID_PATTERN,
    'Field ids start with a letter and use lowercase letters, digits and hyphens (at most 40)',
  );
const title = z
  .string()
  .trim()
  .min(1, 'Enter the field label')
  .max(200, 'Labels must be 200 characters or fewer');
const description = z.string().max(1000, 'Descriptions must be 1000 characters or fewer').default('');
const placeholder = z.string().max(200, 'Placeholders must be 200 characters or fewer').default('');
const required = z.boolean().default(false);
const options = z
  .array(
    z.string().trim().min(1, 'Options cannot be empty').max(200, 'Options must be 200 characters or fewer'),
  )
  .min(1, 'Add at least one option')
  .max(100, 'A field can have at most 100 options')
  .refine((list) => new Set(list).size === list.length, 'Each option must be different');

const base = { id: fieldId, title };
const described = { ...base, description };

/** text, email, number, website (and the default single-value kind): description, placeholder, required. */
const simpleField = z.object({
  ...described,
  type: z.enum(['text', 'email', 'number', 'website']),
  placeholder,
  required,
});
const textareaField = z.object({
  ...described,
  type: z.literal('textarea'),
  placeholder,
  required,
  /** Characters allowed; 0 or absent means no limit and no counter. */
  maxLength: z.number().int().min(0).max(100_000).default(0),
});
const currencyField = z.object({
  ...described,
  type: z.literal('currency'),
  currencySymbol: z.string().trim().min(1).max(4).default('$'),
  required,
});
const partsField = z.object({
  ...described,
  type: z.enum(['password', 'twitter', 'date', 'time', 'name', 'address']),
  required,
});
const phoneField = z.object({
  ...described,
  type: z.literal('phone'),
  showCountryCode: z.boolean().default(false),
  required,
});
const sectionField = z.object({
  ...described,
  type: z.literal('section'),
  underline: z.boolean().default(false),
});
const optionsField = z.object({
  ...described,
  type: z.enum(['radio', 'checkbox', 'select', 'likert']),
  options,
  required,
});
/** Hidden: `key` is the parameter name read from the page's query string; `value` the default. */
const hiddenField = z.object({
  id: fieldId,
  type: z.literal('hidden'),
  title: z.string().max(200).default(''),
  key: z
    .string()
    .trim()
    .min(1, 'Enter the hidden field key')
    .max(100)
    .regex(/^[A-Za-z0-9_.-]+$/, 'Keys use letters, digits, dot, hyphen and underscore'),
  value: z.string().max(1000).default(''),
});

export const formFieldSchema = z.discriminatedUnion('type', [
  simpleField,
  textareaField,
  currencyField,
  partsField,
  phoneField,
  sectionField,
  optionsField,
  hiddenField,
]);
export type FormField = z.infer<typeof formFieldSchema>;
export type InputField = Exclude<FormField, { type: 'section' }>;

/** Only http(s) URLs or paths on the site (src/shared/links/redirect-url.ts). */
const optionalUrl = z
  .string()
  .trim()
  .max(2048)
  .superRefine((url, context) => {
    const problem = url === '' ? null : redirectUrlProblem(url);
    if (problem !== null) context.addIssue({ code: 'custom', message: problem });
  })
  .default('');

export const formSettingsSchema = z.object({
  /** Build (1). */
  submitButtonText: z.string().trim().min(1, 'Enter the button text').max(60).default('Submit'),
  /** Storage (2): where accepted submissions go besides the submissions list. */
  storage: z
    .object({
      notifyEmails: z
        .array(z.string().trim().email('Enter a valid e-mail address'))
        .max(10, 'At most 10 addresses')
        .default([]),
      emailSubject: z.string().trim().max(200).default(''),
    })
    .default({ notifyEmails: [], emailSubject: '' }),
  /**
   * Part of storage (2): an optional reply to the visitor, at the address of the form's e-mail
   * field, with the owner's text only (never the visitor's). Rate-limited per address.
   */
  autoReply: z
    .object({
      enabled: z.boolean().default(false),
      subject: z.string().trim().max(200, 'At most 200 characters').default(''),
      message: z.string().trim().max(5000, 'At most 5000 characters').default(''),
    })
    .default({ enabled: false, subject: '', message: '' }),
  /** Advanced (3): what the visitor sees after a successful submission. */
  advanced: z
    .object({
      successMessage: z.string().max(5000).default('<p>Thank you!</p>'),
      /** When set, the visitor is sent here instead of seeing the success message. */
      redirectUrl: optionalUrl,
      /** Owner HTML run after success (tracking pixels, scripts): the owner's own site, trusted as an embed. */
      postSubmitHtml: z.string().max(20_000).default(''),
    })
    .default({ successMessage: '<p>Thank you!</p>', redirectUrl: '', postSubmitHtml: '' }),
  /** Captcha (4). The site key is public; secrets live in the server's configuration. */
  captcha: z
    .object({
      provider: z.enum(CAPTCHA_PROVIDERS).default('altcha'),
      siteKey: z.string().trim().max(200).default(''),
    })
    .default({ provider: 'altcha', siteKey: '' }),
  /** Disclaimer (5): text the visitor must see (and, when required, accept) before submitting. */
  disclaimer: z
    .object({
      enabled: z.boolean().default(false),
      html: z.string().max(5000).default(''),
      requireAcceptance: z.boolean().default(false),
    })
    .default({ enabled: false, html: '', requireAcceptance: false }),
});
export type FormSettings = z.infer<typeof formSettingsSchema>;

export const FORM_KINDS = ['form', 'newsletter'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export const formDefinitionSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Enter a form name')
      .max(120, 'Form names must be 120 characters or fewer'),
    kind: z.enum(FORM_KINDS).default('form'),
    fields: z.array(formFieldSchema).max(100, 'A form can have at most 100 fields'),
    settings: formSettingsSchema.default(formSettingsSchema.parse({})),
  })
  .superRefine((form, context) => {
    const seen = new Set<string>();
    form.fields.forEach((field, index) => {
      if (seen.has(field.id))
        context.addIssue({
          code: 'custom',
          path: ['fields', index, 'id'],
          message: 'Each field needs its own id',
        });
      seen.add(field.id);
    });
    if (
      form.kind === 'newsletter' &&
      !form.fields.some((field) => field.type === 'email' && field.required)
    ) {
      context.addIssue({
        code: 'custom',
        path: ['fields'],
        message: 'A newsletter form needs a required e-mail field',
      });
    }
    const { autoReply } = form.settings;
    if (autoReply.enabled && !form.fields.some((field) => field.type === 'email'))
      context.addIssue({
        code: 'custom',
        path: ['settings', 'autoReply', 'enabled'],
        message: 'Add an e-mail field: the auto-reply goes to the address the visitor enters there',
      });
    if (autoReply.enabled && autoReply.message === '')
      context.addIssue({
        code: 'custom',
        path: ['settings', 'autoReply', 'message'],
        message: 'Enter the text of the auto-reply',
      });
    const { captcha } = form.settings;
    if ((captcha.provider === 'recaptcha' || captcha.provider === 'turnstile') && captcha.siteKey === '') {
      context.addIssue({
        code: 'custom',
        path: ['settings', 'captcha', 'siteKey'],
        message: 'Enter the site key of your captcha provider',
      });
    }
  });
export type FormDefinitionInput = z.input<typeof formDefinitionSchema>;
export type FormDefinition = z.infer<typeof formDefinitionSchema>;

/** What a published page needs to render and validate a form: no notification addresses. */
export interface PublicForm {
  id: string;
  kind: FormKind;
  name: string;
  fields: FormField[];
  submitButtonText: string;
  successMessage: string;
  redirectUrl: string;
  postSubmitHtml: string;
  captcha: { provider: CaptchaProvider; siteKey: string };
  disclaimer: FormSettings['disclaimer'];
}

export function publicFormOf(id: string, form: FormDefinition): PublicForm {
  const { settings } = form;
  return {
    id,
    kind: form.kind,
    name: form.name,
    fields: form.fields,
    submitButtonText: settings.submitButtonText,
    successMessage: settings.advanced.successMessage,
    redirectUrl: safeRedirectUrl(settings.advanced.redirectUrl),
    postSubmitHtml: settings.advanced.postSubmitHtml,
    captcha: settings.captcha,
    disclaimer: settings.disclaimer,
  };
}
