import { errorMessages } from './errors';
import { libraryMessages } from './library';
import { mailMessages } from './mail';
import { memberMailMessages } from './mail-members';
import { siteMemberMessages } from './site-members';
import { cartRuntimeMessages } from './runtime/cart';
import { dataLayerMessages } from './runtime/data-layer';
import { formRuntimeMessages } from './runtime/forms';
import { lightboxRuntimeMessages } from './runtime/lightbox';
import { galleryRuntimeMessages } from './runtime/gallery';
import { ownerRuntimeMessages } from './runtime/owner';
import { performanceMessages } from './runtime/performance';
import { systemErrorMessages } from './runtime/system-error';
import { mobileAppMessages } from './runtime/mobile-app';
import { siteRuntimeMessages } from './runtime/site-behaviour';
import { marqueeRuntimeMessages } from './runtime/marquee';
import { relativeTimeRuntimeMessages } from './runtime/relative-time';
import { commentsRuntimeMessages } from './runtime/comments';
import { embedsRuntimeMessages } from './runtime/embeds';
import { ownersMessages } from './owners';
import { siteMessages } from './site';
import { storeViewMessages } from './store-views';
import { siteMapMessages } from './site-map';
import { siteDonationMessages } from './site-donations';
import { giftCardMessages } from './gift-cards';
import { mapRuntimeMessages } from './runtime/map';

type Prefixed<Prefix extends string, Group> = {
  readonly [Name in keyof Group as `${Prefix}.${Name & string}`]: Group[Name];
};

const prefixed = <Prefix extends string, Group extends Record<string, string>>(
  prefix: Prefix,
  group: Group,
) =>
  Object.fromEntries(Object.entries(group).map(([name, text]) => [`${prefix}.${name}`, text])) as Prefixed<
    Prefix,
    Group
  >;

/** The runtime's texts as catalogue keys (the runtime imports its groups from runtime/, which stay plain literals). */
const runtimeMessages = {
  ...prefixed('runtime.forms', formRuntimeMessages),
  ...prefixed('runtime.dataLayer', dataLayerMessages),
  ...prefixed('runtime.performance', performanceMessages),
  ...prefixed('runtime.cart', cartRuntimeMessages),
  ...prefixed('runtime.owner', ownerRuntimeMessages),
  ...prefixed('runtime.lightbox', lightboxRuntimeMessages),
  ...prefixed('runtime.gallery', galleryRuntimeMessages),
  ...prefixed('runtime.systemError', systemErrorMessages),
  ...prefixed('runtime.mobileApp', mobileAppMessages),
  ...prefixed('runtime.siteBehaviour', siteRuntimeMessages),
  ...prefixed('runtime.relativeTime', relativeTimeRuntimeMessages),
  ...prefixed('runtime.comments', commentsRuntimeMessages),
  ...prefixed('runtime.marquee', marqueeRuntimeMessages),
  ...prefixed('runtime.embeds', embedsRuntimeMessages),
  ...prefixed('runtime.map', mapRuntimeMessages),
};

/** The complete en-US catalogue: the reference every other locale is checked against. */
export const enUS = {
  ...errorMessages,
  ...siteMessages,
  ...storeViewMessages,
  ...siteMapMessages,
  ...siteDonationMessages,
  ...giftCardMessages,
  ...runtimeMessages,
  ...libraryMessages,
  ...mailMessages,
  ...memberMailMessages,
  ...siteMemberMessages,
  ...ownersMessages,
} as const;
