import { z } from 'zod';
import { ID_PATTERN } from '../../../shared/ids';

/**
 * A form block shows one form of the site's forms (the forms module owns definitions; the block
 * only says which one and how it sits on the page).
 */
export const formBlockSchema = z.object({
  formId: z
    .union([z.literal(''), z.string().regex(ID_PATTERN, 'Choose a form')], { error: 'Choose a form' })
    .default('')
    // The owners' editor offers the site's forms in a select (config/features/editor/pickers.tsx).
    .meta({ picker: 'form' }),
  /** Shows the form's name as a heading above it. */
  showTitle: z.boolean().default(false),
});
export type FormBlockData = z.infer<typeof formBlockSchema>;

/** A new form block has no form yet; until one is chosen the page says the form is not configured. */
export const formBlockDefaults = { formId: '', showTitle: false } satisfies FormBlockData;
