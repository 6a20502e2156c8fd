import { z } from 'zod';
import { siteTemplateIds } from '../site-templates';

export { siteTemplateCards, siteTemplateIds } from '../site-templates';
export type { SiteTemplateCard, SiteTemplateId } from '../site-templates';

/** The optional `template` of `POST /api/platform/sites` (src/shared/site-templates.ts lists them). */
export const siteTemplateIdSchema = z.enum(siteTemplateIds, {
  error: 'Choose one of the listed templates',
});
