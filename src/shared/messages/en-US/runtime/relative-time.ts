/**
 * Visitor runtime texts (relative time): literal, so the feature bundle carries only its own (see
 * ../index.ts). The console message is the spec's (visitor-runtime §8: "invalid date on a
 * timesince node").
 */
export const relativeTimeRuntimeMessages = {
  justNow: 'just now',
  secondAgo: '1 second ago',
  /** After the number: "12 seconds ago". */
  secondsAgoAfterNumber: ' seconds ago',
  invalidDate: 'invalid date on a timesince node',
} as const;
