import * as z from 'zod/mini';
import { defineBlock } from './definition';
import { alignmentSchema, optionalText } from './fields';

/**
 * A donation block (feature-tied block "donation", issue 19): a heading, a line of text and the
 * donate button, which leads to its donate page (`/checkout/donate?donatePageId=`). The page
 * (amounts, funds, fee) is the store's, made on the owners' Store → Donations screen and chosen here by its title.
 */
export const donationBlockSchema = z.object({
  donatePageId: z._default(
    z
      .string({ error: 'Choose a donate page' })
      .check(z.regex(/^([0-9a-f]{24})?$/, 'Choose a donate page'))
      // The owners' editor offers the site's donate pages by title (config/layout-editor/pickers.tsx).
      .check(z.meta({ picker: 'donate-page' })),
    '',
  ),
  title: optionalText(120, 'Titles must be 120 characters or fewer', 'Support our work'),
  description: optionalText(500, 'Descriptions must be 500 characters or fewer'),
  buttonLabel: optionalText(60, 'Button labels must be 60 characters or fewer', 'Donate'),
  alignment: z._default(alignmentSchema, 'center'),
});
export type DonationBlockData = z.output<typeof donationBlockSchema>;

export const donationBlock = defineBlock({
  type: 'donation',
  label: 'Donation',
  schema: donationBlockSchema,
  defaults: {
    donatePageId: '',
    title: 'Support our work',
    description: '',
    buttonLabel: 'Donate',
    alignment: 'center',
  },
});
