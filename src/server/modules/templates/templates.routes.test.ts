import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteTemplateCards, siteTemplateIds, type SiteTemplateId } from '../../../shared/api/site-templates';
import type { Layout } from '../../../shared/layout/layout';
import type { Database } from '../../db/client';
import { staticAssetsFolder } from '../../paths';
import { buildTestApp, hostOf, TEST_APP_DOMAIN, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import { buildTemplate } from './catalogue';
import { createSiteTemplates } from './create-from-template';
import type { SiteTemplate } from './template';

let database: Database;
let t: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database });
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

async function newOwner(email: string) {
  const session = visitor(t.app, TEST_APP_DOMAIN);
  const response = await session.request('POST', '/api/platform/sign-up', {
    displayName: 'Owner',
    email,
    password: 'long-enough-password',
  });
  expect(response.statusCode).toBe(201);
  return session;
}

/** Every public address the template promises, with the layout shown there (null: a list or product page). */
function expectedPages(template: SiteTemplate): Map<string, Layout | null> {
  const pages = new Map<string, Layout | null>();
  const refs = { productIds: {} };
  for (const entry of template.entries) {
    if (entry.kind === 'page') {
      const layout = typeof entry.layout === 'function' ? entry.layout(refs) : entry.layout;
      pages.set(entry.isHome ? '/' : `/${entry.urlId}`, layout);
    } else {
      pages.set(`/${entry.urlId}`, null);
      const children = entry.kind === 'blog' ? entry.posts : entry.products;
      for (const child of children) pages.set(`/${entry.urlId}/${child.urlId}`, null);
    }
  }
  return pages;
}

/** Images a template names: blocks, gallery items, post and product pictures. */
function imagesOf(template: SiteTemplate): string[] {
  const found = new Set<string>();
  for (const [, src] of JSON.stringify(template).matchAll(/"(\/assets\/static\/[^"]+)"/g)) found.add(src!);
  return [...found];
}

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');

describe('starter templates', () => {
  it.each(siteTemplateIds)(
    'creates a %s site whose published pages all answer with their blocks, listed in its sitemap',
    async (id: SiteTemplateId) => {
      const owner = await newOwner(`${id}@example.com`);
      const created = await owner.request('POST', '/api/platform/sites', {
        title: `Harbour ${id}`,
        template: id,
      });
      expect(created.statusCode).toBe(201);
      const identifier: string = created.json().site.identifier;
      const site = visitor(t.app, hostOf(identifier));
      const template = buildTemplate(id, `Harbour ${id}`);
      const pages = expectedPages(template);

      const sitemap = await site.get('/sitemap.xml');
      expect(sitemap.statusCode).toBe(200);
      const listed = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        ([, loc]) => new URL(loc!).pathname,
      );
      expect(listed.sort()).toEqual([...pages.keys()].sort());

      const footerCells = template.footer.layout.blocks.length;
      for (const [path, layout] of pages) {
        const response = await site.get(path);
        expect(response.statusCode, path).toBe(200);
        const html = decode(response.body);
        if (!layout) continue;
        // Every block of the page and the footer rendered (an invalid block would be skipped silently).
        expect(html.match(/data-block-type="/g)?.length, path).toBe(layout.blocks.length + footerCells);
        for (const block of layout.blocks) {
          if (block.type === 'heading') expect(html, path).toContain(String(block.data.text));
          if (block.type === 'form' || block.type === 'newsletter')
            expect(html, path).toMatch(new RegExp(`sqs-block-${block.type}[\\s\\S]*?<form`));
          if (block.type === 'gallery')
            for (const item of block.data.items as Array<{ src: string }>)
              expect(html, path).toContain(item.src);
        }
      }
      // The template's own colours and fonts are live on the published pages.
      const home = (await site.get('/')).body;
      if (template.design.palette) {
        expect(home).toContain(template.design.palette.background);
        expect(home).toContain(template.design.palette.accent);
      }
      // The product block of the café's Visit page shows a real product with its price.
      if (id === 'cafe') {
        const visit = decode((await site.get('/visit')).body);
        expect(visit).toContain('House Espresso Beans');
        expect(visit).toContain('$14.00');
      }
    },
  );

  it('ships every image a template names, and a thumbnail for every card (drawn in-project, no downloads)', () => {
    const named = siteTemplateIds.flatMap((id) => imagesOf(buildTemplate(id, 'Title')));
    named.push(...siteTemplateCards.map((card) => card.thumbnail));
    expect(named.length).toBeGreaterThan(siteTemplateIds.length * 2);
    for (const src of named)
      expect(existsSync(join(staticAssetsFolder, src.replace('/assets/static/', ''))), src).toBe(true);
    expect(siteTemplateCards.map((card) => card.id).sort()).toEqual([...siteTemplateIds].sort());
  });

  it('gives each template its own design and a footer, and blank stays one page with the title', async () => {
    const designs = new Set(
      siteTemplateIds
        .filter((id) => id !== 'blank')
        .map((id) => JSON.stringify(buildTemplate(id, 'T').design)),
    );
    expect(designs.size).toBe(siteTemplateIds.length - 1);
    const owner = await newOwner('blank-default@example.com');
    const created = await owner.request('POST', '/api/platform/sites', { title: 'Just a title' });
    expect(created.statusCode).toBe(201);
    const site = visitor(t.app, hostOf(created.json().site.identifier));
    const home = await site.get('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Just a title');
    expect(home.body.match(/data-block-type="/g)?.length).toBe(1);
  });

  it('refuses an unknown template with a field message, and creates nothing', async () => {
    const owner = await newOwner('unknown-template@example.com');
    const refused = await owner.request('POST', '/api/platform/sites', {
      title: 'Mystery',
      template: 'wedding',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'validation',
      errors: { template: 'Choose one of the listed templates' },
    });
    const sites = await owner.get('/api/platform/sites');
    expect(sites.json().sites).toEqual([]);
  });

  it('leaves no site, owner or address behind when a step fails part-way (one transaction)', async () => {
    await expectNothingLeftAfterAFailure(t, database, 'rollback-pglite');
  });

  it.runIf(process.env.TEST_DATABASE_URL)('does the same on PostgreSQL', async () => {
    const postgres = await openTestDatabase('postgres');
    const onPostgres = await buildTestApp({ database: postgres });
    try {
      await expectNothingLeftAfterAFailure(onPostgres, postgres, 'rollback-postgres');
    } finally {
      await onPostgres.app.close();
      await postgres.close();
    }
  });
});

/**
 * The café template written with a captcha check that refuses its forms: the forms come after
 * the site row, its owner and its design, so those must roll back with them.
 */
async function expectNothingLeftAfterAFailure(app: TestApp, db: Database, identifier: string) {
  const { accounts, websites, passwords, captcha, outbox, siteMail } = app.services;
  const owner = await accounts.createAccount({
    email: `${identifier}@example.com`,
    password: 'long-enough-password',
    displayName: 'Owner',
  });
  const templates = createSiteTemplates({
    db: db.db,
    websites,
    passwords,
    forms: {
      captcha: { ...captcha, supports: () => false },
      outbox,
      notifyAddresses: { request: async () => {} },
    },
    store: { mail: outbox, siteMail },
  });
  await expect(
    templates.createSite({
      title: 'Half a café',
      template: 'cafe',
      ownerId: owner.id,
      claim: (create) => create(identifier),
    }),
  ).rejects.toMatchObject({ code: 'validation' });
  expect(await websites.findByIdentifier(identifier)).toBeNull();
  expect(await accounts.sitesOf(owner.id)).toEqual([]);
  // The address is free again: the same template, with working forms, takes it.
  const working = createSiteTemplates({
    db: db.db,
    websites,
    passwords,
    forms: { captcha, outbox, notifyAddresses: { request: async () => {} } },
    store: { mail: outbox, siteMail },
  });
  const site = await working.createSite({
    title: 'A whole café',
    template: 'cafe',
    ownerId: owner.id,
    claim: (create) => create(identifier),
  });
  expect(site.identifier).toBe(identifier);
  expect(await accounts.sitesOf(owner.id)).toHaveLength(1);
}
