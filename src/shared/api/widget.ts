import { z } from 'zod';
import { ID_PATTERN } from '../ids';

/**
 * `POST /api/widget/GetWidgetRendering` (visitor-runtime §6): a block rendered by the server,
 * form-encoded. `widgetJSON` is the block as JSON text: its type, its id (without a prefix) and
 * its data (`value`); `collectionId` names the collection an event summary shows.
 */
export const widgetRenderingFormSchema = z.object({
  widgetJSON: z.string({ error: 'Send the block as widgetJSON' }).max(200_000, 'The block is too large'),
  collectionId: z
    .string()
    .regex(ID_PATTERN, 'Unknown collection')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

/** The block inside `widgetJSON`; its data is checked against the block type's own schema after this. */
export const widgetJsonSchema = z.object({
  type: z.string({ error: 'Every block needs a type' }).min(1, 'Every block needs a type').max(40),
  id: z
    .string({ error: 'Block ids are 24 hex characters' })
    .regex(ID_PATTERN, 'Block ids are 24 hex characters'),
  value: z.record(z.string(), z.unknown(), { error: 'Block data must be an object' }),
});

export const widgetRenderingAnswer = z.object({ html: z.string() });
export type WidgetRenderingAnswer = z.output<typeof widgetRenderingAnswer>;
