import { createElement, Fragment, type ReactNode } from 'react';
import { ownersMessages } from '../shared/messages/en-US/owners';
import { createTranslator, type MessageValues } from '../shared/messages/format';

/**
 * The owners' app's text, from the messages catalogue (src/shared/messages/en-US/owners). Only
 * the owners' messages come into this bundle, not the visitor pages' or the errors'. The app
 * speaks en-US for now; the multilingual issue picks the owner's language here.
 */
export type OwnersMessageKey = keyof typeof ownersMessages;

const translator = createTranslator<OwnersMessageKey>('en-US', ownersMessages);

export const t = (key: OwnersMessageKey, values?: MessageValues): string => translator(key, values);

/** A message with tags, as React children: `rich('owners.app.mail.delayed', { strong })`. */
export function rich(
  key: OwnersMessageKey,
  values: Record<string, string | number | ((chunks: ReactNode[]) => ReactNode)>,
): ReactNode {
  return createElement(Fragment, null, ...translator.rich<ReactNode>(key, values));
}

export const strong = (chunks: ReactNode[]) => createElement('strong', null, ...chunks);
