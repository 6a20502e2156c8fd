import type { SiteTemplateId } from '../../../shared/api/site-templates';
import { blankTemplate } from './blank';
import { blogTemplate } from './blog';
import { cafeTemplate } from './cafe';
import { portfolioTemplate } from './portfolio';
import { servicesTemplate } from './services';
import type { SiteTemplate } from './template';

/** Every id of src/shared/api/site-templates.ts has its content here (the Record makes a missing one a type error). */
const TEMPLATES: Record<SiteTemplateId, (title: string) => SiteTemplate> = {
  blank: blankTemplate,
  cafe: cafeTemplate,
  portfolio: portfolioTemplate,
  blog: blogTemplate,
  services: servicesTemplate,
};

/** The template's content for a site of this title (fresh block and form ids each time). */
export const buildTemplate = (id: SiteTemplateId, title: string): SiteTemplate => TEMPLATES[id](title);
