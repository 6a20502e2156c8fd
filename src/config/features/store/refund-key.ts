import { useState } from 'react';

/** 128 random bits as hex (getRandomValues works outside secure contexts too, unlike randomUUID). */
const newKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

/**
 * One Idempotency-Key per refund the owner asks for: pressing again after a lost answer (or a
 * network fault) repeats that refund's answer instead of refunding, and mailing the shopper,
 * twice. Another amount, or a refund after one that answered, is a new request with a new key.
 */
export function useRefundKey() {
  const [state, setState] = useState(() => ({ key: newKey(), amount: null as number | null }));
  return {
    key: state.key,
    /** Before confirming a refund of `amount` (null: all that is left). */
    askFor: (amount: number | null) =>
      setState((current) => (current.amount === amount ? current : { key: newKey(), amount })),
    /** After a refund answered. */
    spent: () => setState({ key: newKey(), amount: null }),
  };
}
