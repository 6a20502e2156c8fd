import * as z from 'zod/mini';
import { defineBlock } from './definition';
import { alignmentSchema, flag } from './fields';

/**
 * Share buttons (spec visitor-runtime §1): plain links to each service's share page with this
 * page's address. No service's script, frame or pixel loads: nothing reaches a third party
 * until the visitor clicks, and the block needs no JavaScript.
 */
export const SHARE_SERVICES = [
  'facebook',
  'x',
  'linkedin',
  'pinterest',
  'bluesky',
  'whatsapp',
  'email',
] as const;
export type ShareService = (typeof SHARE_SERVICES)[number];

export const shareButtonsSchema = z
  .object({
    facebook: flag(true),
    x: flag(true),
    linkedin: flag(true),
    pinterest: flag(false),
    bluesky: flag(false),
    whatsapp: flag(false),
    email: flag(true),
    /** Show the service's name beside its mark (the name is always there for screen readers). */
    showLabels: flag(true),
    alignment: z._default(alignmentSchema, 'left'),
  })
  .check(
    z.refine((data) => SHARE_SERVICES.some((service) => data[service]), {
      message: 'Choose at least one way to share',
      path: ['facebook'],
    }),
  );

export type ShareButtonsData = z.output<typeof shareButtonsSchema>;

export const shareButtonsBlock = defineBlock({
  type: 'share-buttons',
  label: 'Share buttons',
  schema: shareButtonsSchema,
  defaults: {
    facebook: true,
    x: true,
    linkedin: true,
    pinterest: false,
    bluesky: false,
    whatsapp: false,
    email: true,
    showLabels: true,
    alignment: 'left',
  },
});
