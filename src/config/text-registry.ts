import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * The owners' messages loaded so far: a literal string, an ICU string (tests, tsx) or the
 * intl-messageformat AST the build compiled it to. In the built app each module registers the
 * messages it names before it runs (scripts/owners-messages.mjs adds the imports that do it).
 */
export type LoadedMessage = string | MessageFormatElement[];

const loaded = new Map<string, LoadedMessage>();

export function registerOwnersMessages(messages: Readonly<Record<string, LoadedMessage>>): void {
  for (const [key, message] of Object.entries(messages)) loaded.set(key, message);
}

export function loadedMessage(key: string): LoadedMessage {
  const message = loaded.get(key);
  // Only a key the build's scan missed (not written whole nor as a template prefix) lands here.
  if (message === undefined) throw new Error(`The owners' message "${key}" is not loaded in this bundle.`);
  return message;
}
