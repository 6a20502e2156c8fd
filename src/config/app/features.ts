import { accountFeature } from '../features/account';
import { analyticsFeature } from '../features/analytics';
import { blogFeature } from '../features/blog';
import { designFeature } from '../features/design';
import { eventsFeature } from '../features/events';
import { editorFeature } from '../features/editor';
import { formsFeature } from '../features/forms';
import { mediaFeature } from '../features/media';
import { pagesFeature } from '../features/pages';
import { settingsFeature } from '../features/settings';
import { siteBehaviourFeature } from '../features/site-behaviour';
import { storeFeature } from '../features/store';
import type { AppFeature } from './feature';

/** Every area of the owners' app. To add one: create features/<area>/index.ts and list it here. */
export const features: AppFeature[] = [
  pagesFeature,
  editorFeature,
  blogFeature,
  eventsFeature,
  designFeature,
  mediaFeature,
  settingsFeature,
  siteBehaviourFeature,
  formsFeature,
  storeFeature,
  analyticsFeature,
  accountFeature,
];
