import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_TOO_MANY_ITEMS, MAX_GALLERY_ITEMS } from '../../../shared/media/gallery-config';
import type { Layout } from '../../../shared/layout/layout';
import type { Database } from '../../db/client';
import { createSharedState } from '../../shared-state/shared-state';
import { openTestDatabase, testEngines } from '../../testing/test-database';
import { createWebsiteService } from '../websites/service';
import { GALLERY_PAGE_SHAPE, galleryPageItems } from './gallery-page';
import { createPageAdminService } from './page-admin';
import { collections } from './tables';

const slide = (id: string, title = '') => ({
  id,
  src: `/media/0123456789abcdef01234567/${id}.jpg`,
  alt: `Alt of ${id}`,
  title,
  caption: `Caption of ${id}`,
  width: 1200,
  height: 800,
});
const withItems = (layout: Layout, items: unknown[], more: Record<string, unknown> = {}): Layout => ({
  ...layout,
  blocks: layout.blocks.map((block) => ({ ...block, data: { ...block.data, items, ...more } })),
});

/** Gallery pages in the content module: created, edited as one gallery block, read once published. */
describe.each(testEngines)('gallery pages on %s', (engine) => {
  let database: Database;
  let pageAdmin: ReturnType<typeof createPageAdminService>;
  let websites: ReturnType<typeof createWebsiteService>;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    websites = createWebsiteService({ db: database.db, sharedState: await createSharedState({}) });
    pageAdmin = createPageAdminService({ db: database.db, websites });
  });
  afterAll(() => database.close());

  const publish = (websiteId: string) =>
    database.db.transaction((tx) => pageAdmin.publishDrafts(websiteId, tx));

  it('starts as one empty full-width gallery with history on, listed as a gallery', async () => {
    const site = await websites.create({ identifier: 'gallery-new', title: 'Gallery' });
    await pageAdmin.create(site.id, { title: 'Home', type: 'page', navigation: 'main' });
    const created = await pageAdmin.create(site.id, {
      title: 'Photos',
      type: 'gallery',
      navigation: '_hidden',
    });
    expect(created).toMatchObject({ type: 'gallery', urlId: 'photos' });
    const listed = (await pageAdmin.list(site.id, null)).find((page) => page.id === created.id);
    expect(listed).toMatchObject({ type: 'gallery', navigation: '_hidden', published: false });

    const page = await pageAdmin.forEditor(site.id, created.id);
    expect(page.type).toBe('gallery');
    expect(page.layout.blocks).toHaveLength(1);
    expect(page.layout.blocks[0]).toMatchObject({
      type: 'gallery',
      grid: { column: 1, span: 12 },
      data: { design: 'grid', items: [], history: true },
    });
  });

  it('keeps its one gallery: other blocks, a second gallery or too many items are refused', async () => {
    const site = await websites.create({ identifier: 'gallery-shape', title: 'Gallery' });
    const { id } = await pageAdmin.create(site.id, { title: 'Work', type: 'gallery', navigation: 'main' });
    const { layout } = await pageAdmin.forEditor(site.id, id);
    const gallery = layout.blocks[0]!;
    const heading = { id: '0123456789abcdef01234567', type: 'heading', data: { text: 'Hi', level: 1 } };

    for (const blocks of [[], [gallery, { ...gallery, id: '0123456789abcdef01234568' }], [heading]])
      await expect(pageAdmin.saveDraft(site.id, id, { ...layout, blocks })).rejects.toMatchObject({
        code: 'validation',
        fieldErrors: { 'layout.blocks': GALLERY_PAGE_SHAPE },
      });
    const tooMany = Array.from({ length: MAX_GALLERY_ITEMS + 1 }, (_, index) => slide(`s${index}`));
    await expect(pageAdmin.saveDraft(site.id, id, withItems(layout, tooMany))).rejects.toMatchObject({
      code: 'validation',
      fieldErrors: { 'layout.blocks.0.data.items': GALLERY_TOO_MANY_ITEMS },
    });

    // Placed elsewhere on the grid, it is stored full width; 50 items are fine.
    const fifty = tooMany.slice(0, MAX_GALLERY_ITEMS);
    const saved = await pageAdmin.saveDraft(site.id, id, {
      ...withItems(layout, fifty, { design: 'slideshow' }),
      blocks: [
        { ...withItems(layout, fifty, { design: 'slideshow' }).blocks[0]!, grid: { column: 3, span: 6 } },
      ],
    });
    expect(saved.layout.blocks[0]).toMatchObject({
      grid: { column: 1, span: 12 },
      data: { design: 'slideshow' },
    });
    expect((saved.layout.blocks[0]!.data as { items: unknown[] }).items).toHaveLength(MAX_GALLERY_ITEMS);
    // A page of blocks is still a page of blocks.
    const plain = await pageAdmin.create(site.id, { title: 'About', type: 'page', navigation: 'main' });
    const mixed = await pageAdmin.saveDraft(site.id, plain.id, { ...layout, blocks: [heading, gallery] });
    expect(mixed.layout.blocks.map((block) => block.type)).toEqual(['heading', 'gallery']);
  });

  it('reads the published items only, in order, with their ?itemId= addresses', async () => {
    const site = await websites.create({ identifier: 'gallery-read', title: 'Gallery' });
    const { id } = await pageAdmin.create(site.id, { title: 'Harbour', type: 'gallery', navigation: 'main' });
    const { layout } = await pageAdmin.forEditor(site.id, id);
    await pageAdmin.saveDraft(site.id, id, withItems(layout, [slide('dawn', 'Dawn at the pier'), slide('')]));
    // Not published yet: nothing to read.
    expect(await galleryPageItems(database.db, site.id, id)).toBeNull();

    await publish(site.id);
    const read = await galleryPageItems(database.db, site.id, id);
    expect(read?.collection).toEqual({ id, title: 'Harbour', urlId: 'harbour' });
    expect(read?.items).toEqual([
      expect.objectContaining({
        slideId: 'dawn',
        slideUrl: 'dawn-at-the-pier',
        href: '/harbour?itemId=dawn',
        type: 'image',
        title: 'Dawn at the pier',
        caption: 'Caption of dawn',
        alt: 'Alt of dawn',
        width: 1200,
        height: 800,
      }),
      // No id of its own: addressed by its position, as the rendered slide is.
      expect.objectContaining({ slideId: '2', href: '/harbour?itemId=2' }),
    ]);

    // A draft edit is not what visitors (or readers) see until the next publish.
    await pageAdmin.saveDraft(site.id, id, withItems(layout, [slide('later')]));
    expect((await galleryPageItems(database.db, site.id, id))?.items.map((item) => item.slideId)).toEqual([
      'dawn',
      '2',
    ]);

    // Another site's id, a page of blocks and a locked gallery read as nothing.
    const other = await websites.create({ identifier: 'gallery-other', title: 'Other' });
    expect(await galleryPageItems(database.db, other.id, id)).toBeNull();
    const plain = await pageAdmin.create(site.id, { title: 'About', type: 'page', navigation: 'main' });
    await publish(site.id);
    expect(await galleryPageItems(database.db, site.id, plain.id)).toBeNull();
    await database.db.update(collections).set({ passwordHash: 'locked' }).where(eq(collections.id, id));
    expect(await galleryPageItems(database.db, site.id, id)).toBeNull();
  });
});
