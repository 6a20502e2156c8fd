import { appOwnerMessages } from './app';
import { uiOwnerMessages } from './ui';
import { accountOwnerMessages } from './account';
import { analyticsOwnerMessages } from './analytics';
import { storeOwnerMessages } from './store';
import { formsOwnerMessages } from './forms';
import { platformOwnerMessages } from './platform';
import { pagesOwnerMessages } from './pages';
import { editorOwnerMessages } from './editor';
import { layoutEditorOwnerMessages } from './layout-editor';
import { mediaOwnerMessages } from './media';
import { settingsOwnerMessages } from './settings';
import { designOwnerMessages } from './design';
import { blogOwnerMessages } from './blog';
import { eventsOwnerMessages } from './events';
import { sitePagesOwnerMessages } from './site-pages';
import { searchOwnerMessages } from './search';
import { siteBehaviourOwnerMessages } from './site-behaviour';
import { businessOwnerMessages } from './business';
import { galleryPagesOwnerMessages } from './gallery-pages';
import { taxonomyOwnerMessages } from './taxonomy';
import { subscriptionsOwnerMessages } from './subscriptions';
import { mapsOwnerMessages } from './maps';
import { commentsOwnerMessages } from './comments';
import { productTaxonomyOwnerMessages } from './product-taxonomy';
import { donationsOwnerMessages } from './donations';
import { giftCardsOwnerMessages } from './gift-cards';
import { donatePagesOwnerMessages } from './donate-pages';
import { storeSubscriptionsOwnerMessages } from './store-subscriptions';
import { storeSubscriptionOwnerMessages } from './store-subscription';
import { audioFieldOwnerMessages } from './audio-field';
import { transferOwnerMessages } from './transfer';
import { editorRichTextOwnerMessages } from './editor-rich-text';

/**
 * The owners' app's text (src/config), one file per area so each screen's strings sit together.
 * Keys are `owners.<area>.<name>`; the owners' app formats them with `t` from src/config/text.ts.
 */
export const ownersMessages = {
  ...appOwnerMessages,
  ...uiOwnerMessages,
  ...accountOwnerMessages,
  ...analyticsOwnerMessages,
  ...storeOwnerMessages,
  ...formsOwnerMessages,
  ...platformOwnerMessages,
  ...pagesOwnerMessages,
  ...editorOwnerMessages,
  ...layoutEditorOwnerMessages,
  ...mediaOwnerMessages,
  ...settingsOwnerMessages,
  ...designOwnerMessages,
  ...blogOwnerMessages,
  ...eventsOwnerMessages,
  ...sitePagesOwnerMessages,
  ...searchOwnerMessages,
  ...siteBehaviourOwnerMessages,
  ...businessOwnerMessages,
  ...galleryPagesOwnerMessages,
  ...taxonomyOwnerMessages,
  ...subscriptionsOwnerMessages,
  ...mapsOwnerMessages,
  ...commentsOwnerMessages,
  ...productTaxonomyOwnerMessages,
  ...donationsOwnerMessages,
  ...giftCardsOwnerMessages,
  ...donatePagesOwnerMessages,
  ...storeSubscriptionsOwnerMessages,
  ...storeSubscriptionOwnerMessages,
  ...audioFieldOwnerMessages,
  ...transferOwnerMessages,
  ...editorRichTextOwnerMessages,
} as const;
