import { createHash, randomInt } from 'node:crypto';

/**
 * Gift card codes: 16 characters from a 32-letter alphabet without the look-alikes 0/O and 1/I
 * (5 bits each: 80 bits of randomness from node:crypto), shown in groups of four:
 * `K7QX-3MRA-HW9C-2TPE`. Only the hash is stored.
 */
export const GIFT_CARD_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 16;
const LETTERS = GIFT_CARD_LETTERS;

export function generateGiftCardCode(): string {
  let code = '';
  for (let index = 0; index < CODE_LENGTH; index += 1) code += LETTERS[randomInt(LETTERS.length)];
  return formatGiftCardCode(code);
}

export function formatGiftCardCode(normalised: string): string {
  return normalised.match(/.{1,4}/g)?.join('-') ?? normalised;
}

/**
 * What the shopper typed, as stored: upper case, without spaces or dashes. Null when it cannot be a code (wrong length or letters), so no lookup is made for it.
 */
export function normaliseGiftCardCode(typed: unknown): string | null {
  if (typeof typed !== 'string' || typed.length > 64) return null;
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== CODE_LENGTH) return null;
  for (const letter of code) if (!LETTERS.includes(letter)) return null;
  return code;
}

export const hashGiftCardCode = (normalised: string) =>
  createHash('sha256').update(`gift-card:${normalised}`).digest('hex');

/** The bits of randomness in one code (tests hold it at 80 or more). */
export const GIFT_CARD_CODE_BITS = CODE_LENGTH * Math.log2(LETTERS.length);
