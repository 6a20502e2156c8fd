import { createElement, Fragment, type ReactNode } from 'react';
import { catalogueFor, DEFAULT_LOCALE, type MessageKey } from '../shared/messages/catalogue';
import { createTranslator, type MessageValues } from '../shared/messages/format';

/**
 * The text of server-rendered visitor pages, from the messages catalogue (src/shared/messages).
 * Pages render on the server only, so formatting here ships nothing to browsers. One locale for
 * now; the multilingual issue passes the page's language instead of the default.
 */
const translator = createTranslator<MessageKey>(DEFAULT_LOCALE, catalogueFor(DEFAULT_LOCALE));

export const t = (key: MessageKey, values?: MessageValues): string => translator(key, values);

/** A message with tags, as React children: `rich('site.cart.couponApplied', { code, b: strong })`. */
export function rich(
  key: MessageKey,
  values: Record<string, string | number | ((chunks: ReactNode[]) => ReactNode)>,
): ReactNode {
  return createElement(Fragment, null, ...translator.rich<ReactNode>(key, values));
}

export const strong = (chunks: ReactNode[]) => createElement('strong', null, ...chunks);
export const srOnly = (chunks: ReactNode[]) => createElement('span', { className: 'sr-only' }, ...chunks);
