import * as z from 'zod/mini';
import { embeddedSourcesOf } from './csp-sources';
import { defineBlock } from './definition';
import { aspectRatioSchema, optionalText } from './fields';

export const embedSchema = z.object({
  /** Usually an <iframe>; sanitized by the server (policy `embed`) before it is stored. */
  html: z._default(
    z
      .string({ error: 'Enter the embed code' })
      .check(z.maxLength(20_000, 'Embed code must be 20,000 characters or fewer')),
    '',
  ),
  /** A fixed ratio makes the embedded frame fill the block's width at that shape. */
  aspectRatio: z._default(aspectRatioSchema, 'original'),
  caption: optionalText(500, 'Captions must be 500 characters or fewer'),
});

export type EmbedData = z.output<typeof embedSchema>;

export const embedBlock = defineBlock({
  type: 'embed',
  label: 'Embed',
  schema: embedSchema,
  defaults: { html: '', aspectRatio: '16:9', caption: '' },
  htmlFields: [{ field: 'html', policy: 'embed' }],
  // The frames, video and images the embed code loads, from their hosts.
  cspSources: (data) => embeddedSourcesOf(data.html),
});
