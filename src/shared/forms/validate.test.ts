import { describe, expect, it } from 'vitest';
import { formDefinitionSchema, type FormField, type InputField } from './definition';
import { plainValues } from './plain-values';
import {
  displayValue,
  formMessages,
  isValidEmail,
  normalizePhone,
  normalizeValues,
  textareaLimit,
  validateField,
  validateForm,
} from './validate';

const field = <T extends FormField>(input: Partial<T> & { type: T['type'] }): InputField =>
  formDefinitionSchema.parse({
    name: 'f',
    fields: [{ id: 'x', title: 'Field', ...(input.type === 'hidden' ? { key: 'k' } : {}), ...input }],
  }).fields[0] as InputField;

describe('email rule (visitor-runtime §5)', () => {
  it('takes 3 to 256 characters shaped local@domain with a 2 to 4 letter top-level domain', () => {
    expect(isValidEmail('a@b.co')).toBe(true);
    expect(isValidEmail('first.last+tag@mail.example.info')).toBe(true);
    expect(isValidEmail(`${'a'.repeat(250)}@b.com`)).toBe(true);
    for (const bad of [
      '',
      'ab',
      'no-at.example.com',
      'a@b',
      'a@b.c',
      'a@b.abcde',
      'a b@c.com',
      'a@@b.com',
      `${'a'.repeat(251)}@b.com`,
    ])
      expect(isValidEmail(bad), bad).toBe(false);
  });

  it('says the spec’s message; an empty optional email is fine, an empty required one is not', () => {
    const optional = field({ type: 'email' });
    expect(validateField(optional, 'nope')).toBe(
      'Email is not valid. Email addresses should follow the format user@domain.com.',
    );
    expect(validateField(optional, '')).toBeNull();
    expect(validateField(field({ type: 'email', required: true }), '')).toBe('Field is required.');
  });
});

describe('textarea limit', () => {
  it('reads the limit as a parsed positive integer, else none', () => {
    expect([
      textareaLimit(10),
      textareaLimit('25'),
      textareaLimit(0),
      textareaLimit('x'),
      textareaLimit(undefined),
      textareaLimit(-3),
    ]).toEqual([10, 25, null, null, null, null]);
  });

  it('refuses text over the limit with the spec’s message and lets an empty optional one pass', () => {
    const limited = field({ type: 'textarea', maxLength: 5 });
    expect(validateField(limited, '12345')).toBeNull();
    expect(validateField(limited, '123456')).toBe('You have exceeded the character limit.');
    expect(validateField(limited, '')).toBeNull();
    expect(validateField(field({ type: 'textarea' }), 'x'.repeat(6000))).toBeNull();
  });
});

describe('the other kinds', () => {
  it('checks numbers, amounts and web addresses', () => {
    expect(validateField(field({ type: 'number' }), '12.5')).toBeNull();
    expect(validateField(field({ type: 'number' }), 'twelve')).toBe('Field must be a number.');
    expect(validateField(field({ type: 'currency' }), '1,250.50')).toBeNull();
    expect(validateField(field({ type: 'currency' }), '12.345')).toBe('Field must be an amount, like 12.50.');
    expect(validateField(field({ type: 'website' }), 'example.com/menu')).toBeNull();
    expect(validateField(field({ type: 'website' }), 'not a site')).toBe(
      'Links must be formatted as example.com or https://example.com',
    );
  });

  it('keeps choices to the offered options', () => {
    expect(validateField(field({ type: 'select', options: ['A', 'B'] }), 'B')).toBeNull();
    expect(validateField(field({ type: 'radio', options: ['A', 'B'] }), 'C')).toBe(
      'C is not one of the expected options',
    );
    expect(validateField(field({ type: 'checkbox', options: ['A', 'B'] }), ['A', 'Z'])).toBe(
      'Z is not one of the expected options',
    );
    expect(validateField(field({ type: 'checkbox', options: ['A'], required: true }), [])).toBe(
      'Field is required.',
    );
  });

  it('checks likert answers -2..2 and required statements', () => {
    const likert = field({ type: 'likert', options: ['Tasty', 'Fast'], required: true });
    expect(validateField(likert, { Tasty: '2', Fast: '-2' })).toBeNull();
    expect(validateField(likert, { Tasty: '2' })).toBe('Field is required.');
    expect(validateField(likert, { Tasty: '3', Fast: '0' })).toBe('3 is not one of the expected options');
  });

  it('checks multi-part fields: names, dates, times, phones, US zip codes', () => {
    expect(validateField(field({ type: 'name', required: true }), ['Ada', ''])).toBe('Field is required.');
    expect(validateField(field({ type: 'name' }), ['', ''])).toBeNull();
    expect(validateField(field({ type: 'date' }), ['2', '29', '2024'])).toBeNull();
    expect(validateField(field({ type: 'date' }), ['2', '29', '2023'])).toBe('Field is not a valid date.');
    expect(validateField(field({ type: 'time' }), ['11', '30', '', 'PM'])).toBeNull();
    expect(validateField(field({ type: 'time' }), ['13', '30', '', 'PM'])).toBe('Field is not a valid time.');
    expect(validateField(field({ type: 'phone' }), ['503', '555', '01x2'])).toBe(
      'Field must contain only digits.',
    );
    const address = field({ type: 'address' });
    expect(validateField(address, ['1 Main St', '', 'Portland', 'OR', '97205', 'United States'])).toBeNull();
    expect(validateField(address, ['1 Main St', '', 'Portland', 'OR', '9720', 'US'])).toBe(
      'Zip Code must be exactly 5 digits.',
    );
    expect(validateField(address, ['1 Rue', '', 'Paris', '', '750 01', 'France'])).toBeNull();
  });

  it('takes any text in passwords, Twitter handles and plain text, up to the part limit', () => {
    for (const type of ['text', 'password', 'twitter'] as const) {
      expect(validateField(field({ type }), ' anything at all ')).toBeNull();
      expect(validateField(field({ type }), '   ')).toBeNull();
      expect(validateField(field({ type, required: true }), '   ')).toBe('Field is required.');
      expect(validateField(field({ type }), 'x'.repeat(5000))).toBeNull();
      expect(validateField(field({ type }), 'x'.repeat(5001))).toBe('Field is too long.');
    }
  });

  it('lets a textarea without a limit run to 100,000 characters', () => {
    expect(validateField(field({ type: 'textarea' }), 'x'.repeat(100_000))).toBeNull();
    expect(validateField(field({ type: 'textarea' }), 'x'.repeat(100_001))).toBe('Field is too long.');
  });

  it('refuses a value of the wrong shape as an unanswered one', () => {
    expect(validateField(field({ type: 'email', required: true }), ['a@b.co'])).toBe('Field is required.');
    expect(validateField(field({ type: 'select', options: ['A'], required: true }), { A: 'A' })).toBe(
      'Field is required.',
    );
    expect(validateField(field({ type: 'checkbox', options: ['A'] }), 'A')).toBeNull();
  });

  it('refuses likert statements the field does not ask', () => {
    const likert = field({ type: 'likert', options: ['Tasty'] });
    expect(validateField(likert, {})).toBeNull();
    expect(validateField(likert, { Tasty: '', Other: '1' })).toBe('Other is not one of the expected options');
  });

  it('refuses an over-long part and a required address missing its city', () => {
    expect(validateField(field({ type: 'name' }), ['x'.repeat(5001), 'L'])).toBe('Field is too long.');
    expect(
      validateField(field({ type: 'address', required: true }), ['1 Main St', '', '', 'OR', '97205', 'US']),
    ).toBe('Field is required.');
  });

  it('limits hidden values to a sane length', () => {
    expect(validateField(field({ type: 'hidden' }), 'x'.repeat(5001))).toBe('k is too long.');
  });
});

describe('whole forms', () => {
  const form = formDefinitionSchema.parse({
    name: 'f',
    fields: [
      { id: 'email', type: 'email', title: 'Email', required: true },
      { id: 'part', type: 'section', title: 'Section' },
      { id: 'phone', type: 'phone', title: 'Phone' },
    ],
  });

  it('keys errors by field id and ignores sections', () => {
    expect(validateForm(form, { email: 'bad', part: 'anything' })).toEqual({
      email: formMessages.emailInvalid,
    });
    expect(validateForm(form, { email: 'a@b.co' })).toEqual({});
    expect(formMessages.formInvalid).toBe('One or more fields is invalid, please check your entries.');
  });

  it('gives a three-part phone a leading empty part and drops what is not a field', () => {
    expect(normalizePhone(['503', '555', '0142'])).toEqual(['', '503', '555', '0142']);
    expect(
      normalizeValues(form, { email: ' a@b.co ', part: 'x', phone: ['503', '555', '0142'], stray: 'y' }),
    ).toEqual({ email: 'a@b.co', phone: ['', '503', '555', '0142'] });
  });

  it('shows empty values as N/A and likert answers by name', () => {
    const likert = field({ type: 'likert', options: ['Tasty'] });
    expect(displayValue(likert, { Tasty: '-1' })).toBe('Tasty: Disagree');
    expect(displayValue(field({ type: 'text' }), '')).toBe('N/A');
    expect(displayValue(field({ type: 'date' }), ['2', '29', '2024'])).toBe('2/29/2024');
  });

  it('reads HTML input names into the form map', () => {
    expect(
      plainValues({
        'field.email': 'a@b.co',
        'field.name.1': 'L',
        'field.name.0': 'F',
        'checkbox.brew': 'A',
        'likert.q.Is it.good': '1',
        honeypot: '',
      }),
    ).toEqual({
      email: 'a@b.co',
      name: ['F', 'L'],
      brew: ['A'],
      q: { 'Is it.good': '1' },
    });
  });

  it('ignores unknown names, missing values and parts out of range, and reads the disclaimer', () => {
    expect(
      plainValues({
        'field.phone.3': '0142',
        'field.phone.1': ['503', 'ignored'],
        'field.phone.11': 'x',
        'field.phone.-1': 'x',
        'field.tags': ['a', 'b'],
        'checkbox.brew': ['A', 'B'],
        'checkbox.brew.extra': 'C',
        'likert.q': '1',
        'field.gone': undefined,
        'other.x': 'y',
        field: 'no id',
        'disclaimer.accept': 'on',
      }),
    ).toEqual({
      phone: ['', '503', '', '0142'],
      tags: ['a', 'b'],
      brew: ['A', 'B'],
      disclaimer: 'on',
    });
  });
});

describe('form definitions', () => {
  it('needs a required email field in a newsletter and unique field ids', () => {
    const result = formDefinitionSchema.safeParse({
      name: 'n',
      kind: 'newsletter',
      fields: [
        { id: 'a', type: 'text', title: 'A' },
        { id: 'a', type: 'text', title: 'B' },
      ],
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Each field needs its own id',
        'A newsletter form needs a required e-mail field',
      ]),
    );
  });
});
