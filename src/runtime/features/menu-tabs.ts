/** Entry for pages with menu blocks: their menus become ARIA tabs. */
import { registerFeature } from '../core';
import { enhanceMenuTabs } from '../controllers/menu-tabs';

registerFeature('menu-tabs', () => enhanceMenuTabs(document));
