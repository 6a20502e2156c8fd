import { siteFooterSchema } from '../../../shared/api/site';
import { emptyLayout } from '../../../shared/layout/layout';
import { heading, layout } from './blocks';
import type { SiteTemplate } from './template';

/** One published Home page with the site's title: the starting point for building everything yourself. */
export function blankTemplate(title: string): SiteTemplate {
  return {
    design: {},
    header: { showTitle: true, alignment: 'left' },
    footer: siteFooterSchema.parse({ layout: emptyLayout() }),
    settings: {},
    forms: [],
    entries: [
      {
        kind: 'page',
        title: 'Home',
        urlId: 'home',
        navigation: 'main',
        isHome: true,
        description: '',
        layout: layout(heading(title, 1)),
      },
    ],
  };
}
