import { z } from 'zod';
import { aspectRatioSchema } from '../shared/fields';

export const embedSchema = z.object({
  /** Usually an <iframe>; sanitized by the server (policy `embed`) before it is stored. */
  html: z.string().max(20_000, 'Embed code must be 20,000 characters or fewer').default(''),
  /** A fixed ratio makes the embedded frame fill the block's width at that shape. */
  aspectRatio: aspectRatioSchema.default('original'),
  caption: z.string().trim().max(500, 'Captions must be 500 characters or fewer').default(''),
});

export type EmbedData = z.infer<typeof embedSchema>;

export const embedDefaults: EmbedData = { html: '', aspectRatio: '16:9', caption: '' };
