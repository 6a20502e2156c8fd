/** The templates module's front door: what the rest of the server may use (eslint.config.js refuses other imports). */
export { createSiteTemplates } from './create-from-template';
export type { NewSiteFromTemplate, SiteTemplateDependencies, SiteTemplates } from './create-from-template';
