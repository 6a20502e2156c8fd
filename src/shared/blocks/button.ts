import * as z from 'zod/mini';
import { defineBlock } from './definition';
import { alignmentSchema, blockHrefSchema, flag } from './fields';

export const buttonSchema = z.object({
  label: z
    .string({ error: 'Enter the button label' })
    .check(
      z.trim(),
      z.minLength(1, 'Enter the button label'),
      z.maxLength(60, 'Button labels must be 60 characters or fewer'),
    ),
  /** Empty renders a button that goes nowhere yet: a placeholder while the owner edits. */
  href: blockHrefSchema,
  style: z._default(
    z.enum(['primary', 'secondary', 'tertiary'], { error: 'Choose primary, secondary or tertiary' }),
    'primary',
  ),
  size: z._default(
    z.enum(['small', 'medium', 'large'], { error: 'Choose small, medium or large' }),
    'medium',
  ),
  alignment: z._default(alignmentSchema, 'left'),
  newWindow: flag(false),
});

export type ButtonData = z.output<typeof buttonSchema>;

export const buttonBlock = defineBlock({
  type: 'button',
  label: 'Button',
  schema: buttonSchema,
  defaults: {
    label: 'Learn more',
    href: '',
    style: 'primary',
    size: 'medium',
    alignment: 'left',
    newWindow: false,
  },
});
