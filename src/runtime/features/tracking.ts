/** Entry on pages of census-enabled sites: see tracking/start.ts. Small; performance code loads lazily. */
import { readPageContext, registerFeature } from '../core';
import { startTracking } from '../tracking/start';

registerFeature('tracking', () => {
  const context = readPageContext();
  return context ? startTracking(context) : undefined;
});
