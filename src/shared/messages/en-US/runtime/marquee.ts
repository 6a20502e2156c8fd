/** Visitor runtime texts (marquee): literal, so the feature bundle carries only its own (see ../index.ts). */
export const marqueeRuntimeMessages = {
  pause: 'Pause the moving text',
  play: 'Play the moving text',
} as const;
