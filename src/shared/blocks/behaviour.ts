/**
 * Timings and limits of the content blocks' browser behaviour (spec visitor-runtime §4, §9;
 * media-and-platform §9), shared by the block definitions and the runtime features. No zod
 * here: the visitor runtime imports this file.
 */

/** Accordion item open/close height animation (visitor-runtime §4, §9). */
export const ACCORDION_ANIMATION_MS = 250;
