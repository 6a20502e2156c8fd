import * as z from 'zod/mini';
import { ID_PATTERN } from '../ids';
import { defineBlock } from './definition';
import { flag } from './fields';

/** The id of one of the site's forms, or empty while none is chosen; the editor draws `picker` as a select. */
export const formIdSchema = (picker: 'form' | 'newsletter-form', message: string) =>
  z._default(
    z
      .union([z.literal(''), z.string().check(z.regex(ID_PATTERN, message))], { error: message })
      // The owners' editor offers the site's forms in a select (config/layout-editor/pickers.tsx).
      .check(z.meta({ picker })),
    '',
  );

/**
 * A form block shows one form of the site's forms (the forms module owns definitions; the block
 * only says which one and how it sits on the page).
 */
export const formBlockSchema = z.object({
  formId: formIdSchema('form', 'Choose a form'),
  /** Shows the form's name as a heading above it. */
  showTitle: flag(false),
});
export type FormBlockData = z.output<typeof formBlockSchema>;

export const formBlock = defineBlock({
  type: 'form',
  label: 'Form',
  schema: formBlockSchema,
  // A new form block has no form yet; until one is chosen the page says the form is not configured.
  defaults: { formId: '', showTitle: false },
  runtimeFeature: 'forms',
});
