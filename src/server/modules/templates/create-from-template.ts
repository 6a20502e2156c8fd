import { designTokensSchema } from '../../../shared/api/design';
import type { SiteTemplateId } from '../../../shared/api/site-templates';
import { ContributorRole, ItemStatus } from '../../../shared/enums/platform';
import type { Db } from '../../db/client';
import type { SharedState } from '../../shared-state/shared-state';
import { createAccountService, type PasswordHasher } from '../accounts';
import { acceptLayout, createContentService, type ContentService } from '../content';
import { createFormService } from '../forms';
import { createSiteAdminService } from '../site-admin';
import { createStore, type StoreDependencies } from '../store';
import { createWebsiteService, type WebsiteService } from '../websites';
import type { WebsiteRow } from '../websites/tables';
import { buildTemplate } from './catalogue';
import type { CreatedRefs, TemplateBlog, TemplateShop } from './template';

export interface SiteTemplateDependencies {
  db: Db;
  /** Outside the transaction: announces the new site once it is committed. */
  websites: Pick<WebsiteService, 'changes'>;
  passwords: PasswordHasher;
  /** What the form service needs besides the database (creating a form reads none of it for template forms). */
  forms: Omit<Parameters<typeof createFormService>[0], 'db' | 'websites'>;
  /** The store's mail (it is built with it; creating products and settings sends none). */
  store: Pick<StoreDependencies, 'mail' | 'siteMail'>;
}

export interface NewSiteFromTemplate {
  title: string;
  template: SiteTemplateId;
  ownerId: string;
  /** Inserts the site row under a free identifier (the platform's naming rules) with what `create` is given. */
  claim: (create: (identifier: string) => Promise<WebsiteRow>) => Promise<WebsiteRow>;
}

/**
 * Inside the transaction nothing is announced: `site-changed` goes out once, after the commit
 * (a message for a site that might still roll back would only confuse other processes' caches).
 */
const silent: SharedState = {
  redis: undefined,
  keyPrefix: '',
  publish: async () => {},
  subscribe: async () => {},
  close: async () => {},
};

/** Storefront links and e-mail origins: never asked for while products are only being created. */
const unused = (): never => {
  throw new Error('Not available while a site is being created from a template');
};

export type SiteTemplates = ReturnType<typeof createSiteTemplates>;

/**
 * Creates sites from starter templates. The site row, its owner, design, forms, pages, blog
 * posts and products are written in ONE database transaction through services bound to it (the
 * services' own transactions become savepoints), so a failure or a crash part-way leaves no
 * site at all. The images are the project's own static files: nothing is written outside the
 * database.
 */
export function createSiteTemplates(deps: SiteTemplateDependencies) {
  return {
    async createSite(input: NewSiteFromTemplate): Promise<WebsiteRow> {
      const template = buildTemplate(input.template, input.title);
      const site = await deps.db.transaction(async (tx) => {
        const db: Db = tx;
        const websites = createWebsiteService({ db, sharedState: silent });
        const content = createContentService({ db, websites, passwords: deps.passwords });
        const site = await input.claim((identifier) =>
          websites.create({
            identifier,
            title: input.title,
            // Which starter it came from: performance records carry it as templateId.
            settings: { ...template.settings, templateId: input.template },
            header: template.header,
            footer: { ...template.footer, layout: acceptLayout(template.footer.layout, 'footer.layout') },
          }),
        );
        await createAccountService({ db, passwords: deps.passwords }).grantRole(
          site.id,
          input.ownerId,
          ContributorRole.admin,
        );
        if (Object.keys(template.design).length > 0) {
          const siteAdmin = createSiteAdminService({ db, websites });
          await siteAdmin.saveDraftDesign(site.id, designTokensSchema.parse(template.design));
          await siteAdmin.publishDesign(site.id, tx);
        }
        const forms = createFormService({ db, websites, ...deps.forms });
        // Forms first: the pages' form and newsletter blocks name them.
        for (const form of template.forms) await forms.create(site.id, form.definition, form.id);
        const store = () =>
          createStore({ db, websites, content, ...deps.store, collectionsById: unused, siteOrigin: unused });
        const refs: CreatedRefs = { productIds: {} };
        for (const entry of template.entries) {
          if (entry.kind === 'blog') await createBlog(content, site.id, entry);
          else if (entry.kind === 'products') await createShop(store(), content, site.id, entry, refs);
          else {
            const page = await content.createCollection({
              websiteId: site.id,
              type: 'page',
              title: entry.title,
              urlId: entry.urlId,
              description: entry.description,
              navigation: entry.navigation,
              layout: typeof entry.layout === 'function' ? entry.layout(refs) : entry.layout,
            });
            if (entry.isHome) await websites.setHomeCollection(site.id, page.id);
          }
        }
        return site;
      });
      await deps.websites.changes.touch(site.id);
      return site;
    },
  };
}

async function createBlog(content: ContentService, websiteId: string, blog: TemplateBlog): Promise<void> {
  const collection = await content.createCollection({
    websiteId,
    type: 'blog',
    title: blog.title,
    urlId: blog.urlId,
    description: blog.description,
    navigation: 'main',
  });
  for (const post of blog.posts)
    await content.createItem({
      websiteId,
      collectionId: collection.id,
      title: post.title,
      urlId: post.urlId,
      excerpt: post.excerpt,
      body: post.body,
      status: ItemStatus.published,
      publishOn: new Date(post.publishedAt),
      authorName: post.authorName,
      tags: post.tags,
      categories: post.categories,
      imageUrl: post.imageUrl,
    });
}

async function createShop(
  store: ReturnType<typeof createStore>,
  content: ContentService,
  websiteId: string,
  shop: TemplateShop,
  refs: CreatedRefs,
): Promise<void> {
  const collection = await content.createCollection({
    websiteId,
    type: 'products',
    title: shop.title,
    urlId: shop.urlId,
    description: shop.description,
    navigation: 'main',
  });
  await store.settings.update(websiteId, shop.settings);
  for (const product of shop.products) {
    const created = await store.catalogue.create(websiteId, collection.id, product);
    refs.productIds[created.urlId] = created.id;
  }
}
