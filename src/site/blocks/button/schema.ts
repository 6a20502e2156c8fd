import { z } from 'zod';
import { alignmentSchema, blockHrefSchema } from '../shared/fields';

export const buttonSchema = z.object({
  label: z
    .string({ error: 'Enter the button label' })
    .trim()
    .min(1, 'Enter the button label')
    .max(60, 'Button labels must be 60 characters or fewer'),
  /** Empty renders a button that goes nowhere yet: a placeholder while the owner edits. */
  href: blockHrefSchema,
  style: z.enum(['primary', 'secondary', 'tertiary']).default('primary'),
  size: z.enum(['small', 'medium', 'large']).default('medium'),
  alignment: alignmentSchema.default('left'),
  newWindow: z.boolean().default(false),
});

export type ButtonData = z.infer<typeof buttonSchema>;

export const buttonDefaults: ButtonData = {
  label: 'Learn more',
  href: '',
  style: 'primary',
  size: 'medium',
  alignment: 'left',
  newWindow: false,
};
