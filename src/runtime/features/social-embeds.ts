/** Entry for pages whose owner chose a social provider's own embed: loaded only where consent allows. */
import { registerFeature } from '../core';
import { readConsent } from '../consent/consent-store';
import { enhanceSocialEmbeds } from '../controllers/social-embeds';

registerFeature('social-embeds', () =>
  enhanceSocialEmbeds(document, { consentChoice: () => readConsent().choice }),
);
