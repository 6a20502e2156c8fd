import * as z from 'zod/mini';
import { defineBlock } from './definition';

export const SPACER_MIN_HEIGHT = 0;
export const SPACER_MAX_HEIGHT = 480;
const OUT_OF_RANGE = `The height must be between ${SPACER_MIN_HEIGHT} and ${SPACER_MAX_HEIGHT} pixels`;

export const spacerSchema = z.object({
  height: z._default(
    z
      .int({
        error: (issue) =>
          issue.input === undefined || typeof issue.input !== 'number'
            ? 'Enter a height in pixels'
            : 'Enter a whole number of pixels',
      })
      .check(z.gte(SPACER_MIN_HEIGHT, OUT_OF_RANGE), z.lte(SPACER_MAX_HEIGHT, OUT_OF_RANGE)),
    48,
  ),
});

export type SpacerData = z.output<typeof spacerSchema>;

export const spacerBlock = defineBlock({
  type: 'spacer',
  label: 'Spacer',
  schema: spacerSchema,
  defaults: { height: 48 },
});
