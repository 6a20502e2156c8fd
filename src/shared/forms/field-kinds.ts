/**
 * Field kinds and their parts (visitor-runtime §3), settings sections and captcha providers, free of zod so the visitor runtime can
 * import them without pulling the schema library into the page.
 */
export const FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'number',
  'website',
  'currency',
  'password',
  'twitter',
  'date',
  'time',
  'name',
  'address',
  'phone',
  'section',
  'radio',
  'checkbox',
  'select',
  'likert',
  'hidden',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Sub-part names of multi-part kinds, in submission order (visitor-runtime §3). */
export const FIELD_PARTS = {
  name: ['First', 'Last'],
  phone: ['Country', 'Areacode', 'Prefix', 'Line'],
  address: ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'],
  date: ['Month', 'Day', 'Year'],
  time: ['Hour', 'Minute', 'Second', 'Ampm'],
} as const;
export type MultiPartType = keyof typeof FIELD_PARTS;
export const isMultiPart = (type: FieldType): type is MultiPartType => type in FIELD_PARTS;

/** Display labels of the parts (the wire keeps the spec's part names). */
export const PART_LABELS: Record<string, string> = {
  First: 'First Name',
  Last: 'Last Name',
  Country: 'Country',
  Areacode: 'Area code',
  Prefix: 'Prefix',
  Line: 'Line',
  Line1: 'Address 1',
  Line2: 'Address 2',
  City: 'City',
  State: 'State',
  Zip: 'Zip Code',
  Month: 'MM',
  Day: 'DD',
  Year: 'YYYY',
  Hour: 'Hour',
  Minute: 'Minute',
  Second: 'Second',
  Ampm: 'AM/PM',
};

/** Likert answers -2..2 (visitor-runtime §5). */
export const LIKERT_SCALE = [
  { value: -2, label: 'Strongly Disagree' },
  { value: -1, label: 'Disagree' },
  { value: 0, label: 'Neutral' },
  { value: 1, label: 'Agree' },
  { value: 2, label: 'Strongly Agree' },
] as const;

/** Settings sections of the form editor, numbered as the spec numbers them (media-and-platform §3). */
export const FormSettingsSection = { build: 1, storage: 2, advanced: 3, captcha: 4, disclaimer: 5 } as const;

export const CAPTCHA_PROVIDERS = ['none', 'altcha', 'recaptcha', 'turnstile'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];
