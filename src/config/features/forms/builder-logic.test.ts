import { describe, expect, it } from 'vitest';
import { FIELD_TYPES, formDefinitionSchema, type FormField } from '../../../shared/forms/definition';
import {
  addressesOf,
  freeFieldId,
  groupErrors,
  moveItem,
  newField,
  starterDefinition,
} from './builder-logic';

describe('form builder logic', () => {
  it('gives every field kind a new field the shared schema accepts, with a free id', () => {
    const fields: FormField[] = [];
    for (const type of FIELD_TYPES)
      fields.push(
        newField(
          type,
          fields.map((field) => field.id),
        ),
      );
    fields.push(
      newField(
        'text',
        fields.map((field) => field.id),
      ),
    );
    expect(fields.at(-1)?.id).toBe('text-2');
    const parsed = formDefinitionSchema.safeParse({ name: 'All kinds', kind: 'form', fields });
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(freeFieldId('email', ['email', 'email-2'])).toBe('email-3');
  });

  it('starts forms and newsletters valid', () => {
    expect(formDefinitionSchema.safeParse(starterDefinition('Contact', 'form')).success).toBe(true);
    expect(formDefinitionSchema.safeParse(starterDefinition('News', 'newsletter')).success).toBe(true);
  });

  it('moves items within bounds', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, -2)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });

  it('keeps a server message with its field by id, and the rest with the form', () => {
    const fields = [newField('radio', []), newField('text', [])];
    const grouped = groupErrors(
      {
        name: 'Enter a form name',
        'fields.0.options.1': 'Options cannot be empty',
        'fields.1.title': 'Enter the field label',
        fields: 'A newsletter form needs a required e-mail field',
        'settings.captcha.siteKey': 'Enter the site key of your captcha provider',
      },
      fields,
    );
    expect(grouped.fields).toEqual({
      radio: { 'options.1': 'Options cannot be empty' },
      text: { title: 'Enter the field label' },
    });
    expect(grouped.form).toEqual({
      name: 'Enter a form name',
      fields: 'A newsletter form needs a required e-mail field',
      'settings.captcha.siteKey': 'Enter the site key of your captcha provider',
    });
  });

  it('reads notification addresses from lines or commas', () => {
    expect(addressesOf('a@example.com, b@example.com\n\n c@example.com ')).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
    ]);
  });
});
