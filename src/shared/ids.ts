/** Entity ids are 24 lowercase hex characters (12 random bytes), as the spec's `/pages/{24-character id}` route expects. */
export const ID_PATTERN = /^[0-9a-f]{24}$/;

export function newId(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function isId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}
