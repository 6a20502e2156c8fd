/** Entry on pages of sites whose cookie banner is enabled: see consent/banner.ts. */
import { dataLayer, readPageContext, registerFeature } from '../core';
import { startCookieBanner } from '../consent/banner';

registerFeature('cookie-banner', () => {
  const context = readPageContext();
  return context ? startCookieBanner(context.cookieSettings, dataLayer) : undefined;
});
