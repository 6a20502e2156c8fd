import { randomBytes } from 'node:crypto';
import { ContributorRole, ItemStatus } from '../../../shared/enums/platform';
import type { AccountService } from '../accounts';
import { eventRequestSchema } from '../../../shared/api/events';
import type { ContentService, EventAdminService } from '../content';
import type { FormService } from '../forms';
import type { WebsiteService } from '../websites';
import type { Store } from '../store';
import { demoSiteContent } from './demo-content';
import { demoShop, seedDemoShop } from './demo-shop';
import { summaryShowcaseBlocks } from './demo-summaries';
import { calendarShowcaseBlocks, demoEvents, demoEventsPage } from './demo-events';

export const DEMO_IDENTIFIER = 'demo';
export const DEMO_OWNER_EMAIL = 'owner@example.com';

export interface SeedResult {
  created: boolean;
  /** Set only when this run generated the owner's password: it is shown once and never stored in clear. */
  generatedPassword?: string;
}

/**
 * Creates the demo site and its owner on first start; does nothing once the site exists.
 * Goes through the same services as the owners' app, so demo content is validated and
 * sanitized like anyone's.
 */
export async function seedDemoSite(deps: {
  accounts: AccountService;
  websites: WebsiteService;
  content: ContentService;
  forms?: FormService;
  store?: Store;
  /** Absent (tests that need no events): no events page and no calendar. */
  eventAdmin?: Pick<EventAdminService, 'create'>;
  ownerPassword?: string;
}): Promise<SeedResult> {
  if (await deps.websites.findByIdentifier(DEMO_IDENTIFIER)) return { created: false };
  const demo = demoSiteContent;

  let generatedPassword: string | undefined;
  let owner = await deps.accounts.findByEmail(DEMO_OWNER_EMAIL);
  if (!owner) {
    const password = deps.ownerPassword ?? (generatedPassword = randomBytes(12).toString('base64url'));
    owner = await deps.accounts.createAccount({
      email: DEMO_OWNER_EMAIL,
      password,
      displayName: 'Demo Owner',
    });
  }

  const website = await deps.websites.create({
    identifier: DEMO_IDENTIFIER,
    title: demo.title,
    settings: demo.settings,
    header: demo.header,
    footer: demo.footer,
  });
  await deps.accounts.grantRole(website.id, owner.id, ContributorRole.admin);

  // Forms first: the Contact page's blocks name them.
  for (const form of demo.forms ?? []) await deps.forms?.create(website.id, form.definition, form.id);

  // Navigation order: the pages before Contact, then the blog, then the rest.
  const contactIndex = demo.pages.findIndex((page) => page.urlId === 'contact');
  const beforeBlog = contactIndex === -1 ? demo.pages : demo.pages.slice(0, contactIndex);
  const afterBlog = contactIndex === -1 ? [] : demo.pages.slice(contactIndex);

  let showcase: Awaited<ReturnType<typeof deps.content.createCollection>> | undefined;
  let shopId: string | null = null;
  const createPage = async (page: (typeof demo.pages)[number]) => {
    const row = await deps.content.createCollection({
      websiteId: website.id,
      type: page.kind ?? 'page',
      title: page.title,
      urlId: page.urlId,
      description: page.description,
      layout: page.layout,
      navigation: page.navigation,
      ...(page.password ? { password: page.password } : {}),
    });
    if (page.isHome) await deps.websites.setHomeCollection(website.id, row.id);
    if (page.urlId === 'blocks') showcase = row;
  };

  for (const page of beforeBlog) await createPage(page);
  const blog = await deps.content.createCollection({
    websiteId: website.id,
    type: 'blog',
    title: demo.blog.title,
    urlId: demo.blog.urlId,
    description: demo.blog.description,
    navigation: 'main',
  });
  for (const post of demo.blog.posts) {
    await deps.content.createItem({
      websiteId: website.id,
      collectionId: blog.id,
      title: post.title,
      urlId: post.urlId,
      excerpt: post.excerpt,
      body: post.body,
      status: ItemStatus.published,
      publishOn: new Date(post.publishedAt),
      authorName: post.authorName,
      tags: post.tags,
      categories: post.categories,
      ...(post.imageUrl ? { imageUrl: post.imageUrl } : {}),
    });
  }
  if (deps.store) {
    const shop = await deps.content.createCollection({
      websiteId: website.id,
      type: 'products',
      title: demoShop.title,
      urlId: demoShop.urlId,
      description: demoShop.description,
      navigation: 'main',
    });
    await seedDemoShop(deps.store, website.id, shop.id);
    shopId = shop.id;
  }
  for (const page of afterBlog) await createPage(page);
  let eventsId: string | null = null;
  if (deps.eventAdmin) {
    const events = await deps.content.createCollection({
      websiteId: website.id,
      type: 'events',
      ...demoEventsPage,
      navigation: '_hidden',
    });
    for (const event of demoEvents(new Date()))
      await deps.eventAdmin.create(website.id, events.id, eventRequestSchema.parse(event));
    eventsId = events.id;
  }
  // Summary and calendar blocks name the blog, shop and events page by id, so they join the
  // showcase once those exist.
  if (showcase?.layout)
    await deps.content.updatePageLayout(website.id, showcase.id, {
      ...showcase.layout,
      blocks: [
        ...showcase.layout.blocks,
        ...summaryShowcaseBlocks(blog.id, shopId),
        ...(eventsId ? calendarShowcaseBlocks(eventsId) : []),
      ],
    });

  return generatedPassword ? { created: true, generatedPassword } : { created: true };
}
