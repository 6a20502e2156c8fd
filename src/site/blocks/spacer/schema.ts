import { z } from 'zod';

export const SPACER_MIN_HEIGHT = 0;
export const SPACER_MAX_HEIGHT = 480;

export const spacerSchema = z.object({
  height: z
    .number({ error: 'Enter a height in pixels' })
    .int('Enter a whole number of pixels')
    .min(SPACER_MIN_HEIGHT, `The height must be between ${SPACER_MIN_HEIGHT} and ${SPACER_MAX_HEIGHT} pixels`)
    .max(SPACER_MAX_HEIGHT, `The height must be between ${SPACER_MIN_HEIGHT} and ${SPACER_MAX_HEIGHT} pixels`)
    .default(48),
});

export type SpacerData = z.infer<typeof spacerSchema>;

export const spacerDefaults: SpacerData = { height: 48 };
