import { createElement, Fragment, type ReactNode } from 'react';
import { catalogueFor, DEFAULT_LOCALE, type MessageKey } from '../../../../shared/messages/catalogue';
import { createTranslator, type MessageValues } from '../../../../shared/messages/format';

/**
 * The e-mails' text, from the messages catalogue (src/shared/messages/en-US/mail.ts). One locale
 * for now; the multilingual issue writes each mail in its site's (or owner's) language.
 */
const translator = createTranslator<MessageKey>(DEFAULT_LOCALE, catalogueFor(DEFAULT_LOCALE));

export const t = (key: MessageKey, values?: MessageValues): string => translator(key, values);

/** A message with tags, as React children: `rich('mail.common.orOpenLink', { url, link: (chunks) => … })`. */
export function rich(
  key: MessageKey,
  values: Record<string, string | number | ((chunks: ReactNode[]) => ReactNode)>,
): ReactNode {
  return createElement(Fragment, null, ...translator.rich<ReactNode>(key, values));
}

/** "yes" or "no" for an ICU select (`{hasName, select, yes {…} other {…}}`). */
export const yesNo = (value: unknown) => (value ? 'yes' : 'no');
