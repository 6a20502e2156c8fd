import { createElement, Fragment, type ReactNode } from 'react';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { ownersMessages } from './text-catalogue';
import { loadedMessage, registerOwnersMessages } from './text-registry';

/**
 * The owners' app's text, from the messages catalogue (src/shared/messages/en-US/owners). In
 * the build, messages arrive precompiled with the modules that name them (literal ones as
 * strings, the others as ASTs), and intl-messageformat ships without its ICU parser; in tests
 * the whole catalogue is here as strings. The app speaks en-US for now; the multilingual issue
 * picks the owner's language here.
 */
export type OwnersMessageKey = keyof typeof ownersMessages;
export type MessageValues = Record<string, PrimitiveType>;

const LOCALE = 'en-US';
registerOwnersMessages(ownersMessages);

const isLiteral = (message: string) => !/[{}<'#]/.test(message);
const formats = new Map<OwnersMessageKey, IntlMessageFormat>();
function formatOf(key: OwnersMessageKey): IntlMessageFormat {
  let format = formats.get(key);
  if (!format) {
    format = new IntlMessageFormat(loadedMessage(key), LOCALE);
    formats.set(key, format);
  }
  return format;
}

export function t(key: OwnersMessageKey, values?: MessageValues): string {
  const message = loadedMessage(key);
  if (typeof message === 'string' && isLiteral(message)) return message;
  return String(formatOf(key).format(values));
}

/** A message with tags, as React children: `rich('owners.app.mail.delayed', { strong })`. */
export function rich(
  key: OwnersMessageKey,
  values: Record<string, string | number | ((chunks: ReactNode[]) => ReactNode)>,
): ReactNode {
  const formatted = formatOf(key).format<ReactNode>(values as never);
  return createElement(Fragment, null, ...(Array.isArray(formatted) ? formatted : [formatted]));
}

export const strong = (chunks: ReactNode[]) => createElement('strong', null, ...chunks);
