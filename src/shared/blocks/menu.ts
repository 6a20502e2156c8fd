import * as z from 'zod/mini';
import { panelItemsSchema } from './accordion';
import { defineBlock } from './definition';

/**
 * A menu block (spec visitor-runtime §1, §4 "Menu block tabs"): several menus (breakfast,
 * lunch...) as tabs, one selected at a time, the first initially. Each menu's text is plain:
 * a blank line between dishes or sections.
 */
export const menuSchema = z.object({
  menus: panelItemsSchema.check(
    z.meta({ label: 'Menus (one tab each)', itemLabel: 'Menu', newItem: { title: 'New menu', body: '' } }),
  ),
});

export type MenuData = z.output<typeof menuSchema>;

export const menuBlock = defineBlock({
  type: 'menu',
  label: 'Menu with tabs',
  schema: menuSchema,
  defaults: {
    menus: [
      { title: 'Breakfast', body: 'Granola with yogurt — $8\n\nEggs on toast — $10' },
      { title: 'Lunch', body: 'Soup of the day — $9\n\nGrilled cheese — $11' },
    ],
  },
  // Server HTML shows every menu under its own heading; the feature turns them into tabs.
  runtimeFeature: 'menu-tabs',
});
