import * as z from 'zod/mini';
import { ID_PATTERN } from '../ids';
import { defineBlock } from './definition';

/**
 * Calendar (spec visitor-runtime §1): a month of one events collection of the site, chosen by
 * `collectionId` (the owners' editor offers the site's events pages). The server reads the
 * collection's published events at render time, scoped to the page's site, so another site's
 * id shows nothing. Plain HTML, previous/next month are links to the events page's month view.
 */
export const calendarSchema = z.object({
  collectionId: z
    ._default(
      z.union([z.literal(''), z.string().check(z.regex(ID_PATTERN, 'Choose an events page'))], {
        error: 'Choose an events page',
      }),
      '',
    )
    .check(z.meta({ picker: 'events-collection' })),
});

export type CalendarData = z.output<typeof calendarSchema>;

export const calendarBlock = defineBlock({
  type: 'calendar',
  label: 'Calendar',
  schema: calendarSchema,
  defaults: { collectionId: '' },
});

/** The events collections calendar blocks of these layouts show. */
export function calendarCollectionIdsOf(
  layouts: ReadonlyArray<
    { blocks: ReadonlyArray<{ type: string; data: Record<string, unknown> }> } | null | undefined
  >,
): string[] {
  const ids = new Set<string>();
  for (const layout of layouts)
    for (const block of layout?.blocks ?? [])
      if (
        block.type === 'calendar' &&
        typeof block.data.collectionId === 'string' &&
        block.data.collectionId !== ''
      )
        ids.add(block.data.collectionId);
  return [...ids];
}
