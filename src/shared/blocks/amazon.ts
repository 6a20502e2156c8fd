import * as z from 'zod/mini';
import { defineBlock } from './definition';
import { optionalText, posterSourceSchema } from './fields';
import { isAmazonUrl } from '../media/third-party-embeds';

export const INVALID_AMAZON_URL = 'Enter the https address of a product on Amazon';

export const amazonSchema = z.object({
  /** The product's page on an Amazon store (an affiliate link too). */
  productUrl: z._default(
    z.string({ error: INVALID_AMAZON_URL }).check(
      z.trim(),
      z.maxLength(2048, INVALID_AMAZON_URL),
      z.refine((value) => value === '' || isAmazonUrl(value), INVALID_AMAZON_URL),
      z.meta({ label: 'Product address on Amazon' }),
    ),
    '',
  ),
  title: optionalText(300, 'Titles must be 300 characters or fewer'),
  /** A picture of the product, from the media library (nothing is fetched from Amazon). */
  image: posterSourceSchema.check(z.meta({ label: 'Product image' })),
  alt: optionalText(300, 'Descriptions must be 300 characters or fewer'),
  price: optionalText(40, 'Prices must be 40 characters or fewer'),
  description: optionalText(1000, 'Descriptions must be 1000 characters or fewer'),
  buttonText: optionalText(60, 'Button texts must be 60 characters or fewer', 'View on Amazon'),
});

export type AmazonData = z.output<typeof amazonSchema>;

/** A product link card (media-and-platform §3 "amazon"): a plain link, no Amazon script or image. */
export const amazonBlock = defineBlock({
  type: 'amazon',
  label: 'Amazon product',
  schema: amazonSchema,
  defaults: {
    productUrl: '',
    title: '',
    image: '',
    alt: '',
    price: '',
    description: '',
    buttonText: 'View on Amazon',
  },
});
