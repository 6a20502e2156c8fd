import * as z from 'zod/mini';
import { defineBlock } from './definition';
import { flag } from './fields';

/** At most this many items in one accordion or one tab menu: past it a page should be split. */
export const MAX_PANEL_ITEMS = 30;

/**
 * One titled panel of an accordion or a tab menu. The body is plain text (blank lines make
 * paragraphs), escaped by the renderer: no owner HTML here, so nothing to sanitize per item.
 */
export const panelItemSchema = z.object({
  title: z
    .string({ error: 'Enter a title' })
    .check(
      z.trim(),
      z.minLength(1, 'Enter a title'),
      z.maxLength(120, 'Titles must be 120 characters or fewer'),
    ),
  body: z._default(
    z
      .string({ error: 'Enter the text' })
      .check(z.trim(), z.maxLength(5000, 'The text of one item must be 5,000 characters or fewer')),
    '',
  ),
});
export type PanelItem = z.output<typeof panelItemSchema>;

/** The items of an accordion or a tab menu: one at least, so the block is never an empty frame. */
export const panelItemsSchema = z
  .array(panelItemSchema, { error: 'Add at least one item' })
  .check(
    z.minLength(1, 'Add at least one item'),
    z.maxLength(MAX_PANEL_ITEMS, `An accordion or menu holds at most ${MAX_PANEL_ITEMS} items`),
    z.meta({ label: 'Items', itemLabel: 'Item', newItem: { title: 'New item', body: '' } }),
  );

export const accordionSchema = z.object({
  items: panelItemsSchema,
  /** Several items may be open at once only when the owner says so (spec §4). */
  allowMultipleOpen: flag(false),
  /** The first item starts open (spec §4: "if a flag is set"). */
  firstOpen: flag(false),
});

export type AccordionData = z.output<typeof accordionSchema>;

export const accordionBlock = defineBlock({
  type: 'accordion',
  label: 'Accordion',
  schema: accordionSchema,
  defaults: {
    items: [
      { title: 'What are your opening hours?', body: 'Every day from 7 am to 6 pm.' },
      { title: 'Do you ship abroad?', body: 'Yes, to most countries in Europe.' },
    ],
    allowMultipleOpen: false,
    firstOpen: true,
  },
  // Server HTML is <details>/<summary>, complete without JavaScript; the feature adds the
  // 250 ms animation, one-open-at-a-time where the browser lacks <details name> and arrow keys.
  runtimeFeature: 'accordion',
});
