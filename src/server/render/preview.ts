import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ID_PATTERN } from '../../shared/ids';
import type { Layout } from '../../shared/layout/layout';
import type { BlockResources } from '../../site/blocks/resources';
import { runtimeFeaturesOf } from '../../shared/blocks/registry';
import { siteAccessOf } from '../plugins/access';
import type { AccountService } from '../modules/accounts';
import type { ContentReader, PageAdminService } from '../modules/content';
import type { SiteAdminService } from '../modules/site-admin';
import type { WebsiteRow } from '../modules/websites/tables';
import { scriptsFor, type AssetManifest } from './assets';
import { pageSecurityHeaders } from './content-security-policy';
import { designCss } from './design-css';
import { buildPageContext, serializeForScript } from './page-context';
import { pagePolicyOf, thirdPartiesNeedConsent } from './page-service';
import { renderDocument } from './render-document';
import { buildSiteView } from './site-view';
import { withoutIdleMapFeature } from './map-tiles';

const previewParams = z.object({ pageId: z.string().regex(ID_PATTERN, 'Unknown page') });

/**
 * The editor's live preview: the real server rendering of a page's draft layout with the
 * draft design, for signed-in editors of this site only (same guard as the owners' API).
 * Never cached; carries no owner runtime (it runs inside the editor's frame).
 */
export function registerPreviewRoute(
  app: FastifyInstance,
  deps: {
    content: ContentReader;
    accounts: AccountService;
    pageAdmin: PageAdminService;
    siteAdmin: SiteAdminService;
    manifest: AssetManifest;
    appDomain: string;
    /** `PUBLIC_PROTOCOL` is http: images from http hosts are allowed (content-security-policy.ts). */
    httpImages?: boolean;
    blockResources?: (website: WebsiteRow, layouts: Layout[]) => Promise<BlockResources>;
  },
): void {
  // An HTML answer: no response schema (the page is rendered, not serialised).
  const route = { config: { access: 'content-editor' }, schema: { params: previewParams } } as const;
  app.withTypeProvider<ZodTypeProvider>().get('/config/preview/:pageId', route, async (request, reply) => {
    const { websiteId } = siteAccessOf(request);
    const website = request.site!;
    const { pageId } = request.params;
    const page = await deps.pageAdmin.forEditor(websiteId, pageId);
    const { design } = await deps.siteAdmin.getDesign(websiteId);
    const home = await deps.content.homeCollection(websiteId, website.homeCollectionId);
    const activePath = home?.id === page.id ? '/' : `/${page.urlId}`;
    const site = buildSiteView(
      website,
      await deps.content.navigation(websiteId, 'main'),
      activePath,
      home?.id ?? null,
    );
    const pageContext = buildPageContext({
      website,
      account: request.account,
      roles: [],
      pageType: 'page',
      collectionId: page.id,
      itemId: null,
      appDomain: deps.appDomain,
    });
    // The same definitions published pages get, so a form block previews as the visitor will see it.
    const layouts = [page.layout, website.footer.layout];
    const resources: BlockResources = {
      forms: {},
      pagePath: activePath,
      query: {},
      thirdPartiesNeedConsent: thirdPartiesNeedConsent(website),
      ...(deps.blockResources ? await deps.blockResources(website, layouts) : {}),
    };
    const features = withoutIdleMapFeature(runtimeFeaturesOf(layouts), resources.mapTiles);
    const tokens = designCss(design);
    const html = renderDocument(
      {
        title: `Preview: ${page.title}`,
        description: '',
        lang: website.locale,
        stylesheets: deps.manifest.stylesheets,
        scripts: scriptsFor(deps.manifest, features),
        pageContextJson: serializeForScript(pageContext),
        noindex: true,
        designCss: tokens,
      },
      site,
      {
        kind: 'page',
        title: page.title,
        description: '',
        layout: page.layout,
        ...(page.type === 'gallery' ? { showTitle: true } : {}),
      },
      resources,
    );
    return (
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('x-frame-options', 'SAMEORIGIN')
        // The published page's policy, framed only by this host's owners' app (whatever the site allows).
        .headers(
          pageSecurityHeaders(
            {
              contentSecurityPolicy: pagePolicyOf({
                layouts,
                features,
                resources,
                designCss: tokens,
                httpImages: deps.httpImages ?? false,
              }),
            },
            { settings: {} },
          ),
        )
        .send(html)
    );
  });
}
