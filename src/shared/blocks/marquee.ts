import * as z from 'zod/mini';
import { defineBlock } from './definition';
import { flag } from './fields';
import { MARQUEE_DEFAULTS, MARQUEE_MAX_WAVE_INTENSITY } from './marquee-rules';

const decimal = (label: string, min: number, max: number, message: string, fallback: number) =>
  z._default(
    z.number({ error: message }).check(z.gte(min, message), z.lte(max, message), z.meta({ label })),
    fallback,
  );

/**
 * Marquee: a line of text that moves across its box (visitor-runtime §3 "Marquee settings" with
 * their defaults; §4: it runs only while visible and pauses when reduced motion is preferred;
 * §9 limits in `marquee-rules.ts`). Without JavaScript the text simply shows, still.
 */
export const marqueeSchema = z.object({
  text: z
    .string({ error: 'Enter the text' })
    .check(
      z.trim(),
      z.minLength(1, 'Enter the text'),
      z.maxLength(200, 'Marquee text must be 200 characters or fewer'),
    ),
  animationDirection: z._default(
    z.enum(['left', 'right'], { error: 'Choose left or right' }).check(
      z.meta({
        label: 'Direction',
        optionLabels: { left: 'Moves to the left', right: 'Moves to the right' },
      }),
    ),
    MARQUEE_DEFAULTS.animationDirection,
  ),
  animationSpeed: decimal(
    'Speed (1 is 60 pixels a second)',
    0.1,
    10,
    'Choose a speed from 0.1 to 10',
    MARQUEE_DEFAULTS.animationSpeed,
  ),
  waveFrequency: decimal(
    'Wave frequency (waves per 500 pixels)',
    0.1,
    10,
    'Choose a wave frequency from 0.1 to 10',
    MARQUEE_DEFAULTS.waveFrequency,
  ),
  waveIntensity: decimal(
    'Wave intensity (0 is a straight line)',
    0,
    MARQUEE_MAX_WAVE_INTENSITY,
    `Choose a wave intensity from 0 to ${MARQUEE_MAX_WAVE_INTENSITY}`,
    MARQUEE_DEFAULTS.waveIntensity,
  ),
  pausedOnHover: flag(MARQUEE_DEFAULTS.pausedOnHover).check(
    z.meta({ label: 'Pause while the pointer is over it' }),
  ),
});

export type MarqueeData = z.output<typeof marqueeSchema>;

export const marqueeBlock = defineBlock({
  type: 'marquee',
  label: 'Marquee',
  schema: marqueeSchema,
  defaults: { text: 'Fresh roasts every Tuesday', ...MARQUEE_DEFAULTS },
  runtimeFeature: 'marquee',
});
