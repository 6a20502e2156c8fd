import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ItemStatus } from '../../../shared/enums/platform';
import type { Database } from '../../db/client';
import { createSite, heading, layoutOf } from '../../testing/fixtures';
import { buildTestApp, hostOf, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import { formSubmissions } from './tables';
import { contactDefinition, goodValues, submit } from './test-forms';

/**
 * SaveFormSubmission's page fields (visitor-runtime §3 "Form submission payload"): stored with
 * the submission, and only where they name this site's own pages.
 */
let database: Database;
let t: TestApp;
let site: Awaited<ReturnType<typeof createSite>>;
let other: Awaited<ReturnType<typeof createSite>>;
let formId: string;
let blogId: string;
let postId: string;
let otherPostId: string;
const host = hostOf('pagefields');
let ip = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database, config: { appSecret: 'b'.repeat(40) } });
  site = await createSite(t.services, 'pagefields');
  other = await createSite(t.services, 'pagefields-other');
  formId = (await t.services.forms.create(site.website.id, contactDefinition())).id;
  const blog = await t.services.content.createCollection({
    websiteId: site.website.id,
    type: 'blog',
    title: 'News',
    urlId: 'news',
    navigation: 'main',
  });
  blogId = blog.id;
  postId = (
    await t.services.content.createItem({
      websiteId: site.website.id,
      collectionId: blog.id,
      title: 'A post',
      body: layoutOf(heading('Post')),
      status: ItemStatus.published,
    })
  ).id;
  const otherBlog = await t.services.content.createCollection({
    websiteId: other.website.id,
    type: 'blog',
    title: 'Other news',
    urlId: 'news',
    navigation: 'main',
  });
  otherPostId = (
    await t.services.content.createItem({
      websiteId: other.website.id,
      collectionId: otherBlog.id,
      title: 'Their post',
      body: layoutOf(heading('Theirs')),
      status: ItemStatus.published,
    })
  ).id;
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

async function send(extra: Record<string, unknown>) {
  const response = await submit(
    t.app,
    host,
    { formId, form: JSON.stringify(goodValues), pagePath: '/news', ...extra },
    { ip: `203.0.113.${++ip}` },
  );
  expect(response.statusCode, response.body).toBe(200);
  const [row] = await database.db
    .select()
    .from(formSubmissions)
    .where(eq(formSubmissions.id, response.json().submissionId as string));
  return row!;
}

describe('SaveFormSubmission page fields', () => {
  it('stores collectionId, pageId, contentSource, objectName, pagePermissionTypeValue and isOverlayForm', async () => {
    const row = await send({
      collectionId: blogId,
      pageId: postId,
      contentSource: 'i',
      objectName: 'block-contact',
      pagePermissionTypeValue: 1,
      isOverlayForm: true,
    });
    expect(row).toMatchObject({
      collectionId: blogId,
      pageId: postId,
      contentSource: 'i',
      objectName: 'block-contact',
      pagePermissionTypeValue: 1,
      isOverlayForm: true,
    });
  });

  it('stores a collection page as contentSource c, and isOverlayForm false by default', async () => {
    const row = await send({ collectionId: site.home.id, pageId: site.home.id, contentSource: 'c' });
    expect(row).toMatchObject({
      collectionId: site.home.id,
      pageId: site.home.id,
      contentSource: 'c',
      isOverlayForm: false,
      objectName: null,
    });
  });

  it("drops another site's page ids instead of storing them as this site's", async () => {
    const row = await send({ collectionId: blogId, pageId: otherPostId, contentSource: 'i' });
    expect(row).toMatchObject({ collectionId: blogId, pageId: null, contentSource: null });
    const foreign = await send({ collectionId: other.home.id, pageId: other.home.id, contentSource: 'c' });
    expect(foreign).toMatchObject({ collectionId: null, pageId: null, pagePermissionTypeValue: null });
  });

  it('records the server-read permission, not what the page claimed', async () => {
    const row = await send({
      collectionId: blogId,
      pageId: blogId,
      contentSource: 'c',
      pagePermissionTypeValue: 2,
    });
    expect(row.pagePermissionTypeValue).toBe(1);
  });

  it('drops malformed ids and still takes the submission; refuses a bad contentSource with a 400', async () => {
    const row = await send({ collectionId: 'x'.repeat(90), pageId: '../../etc', objectName: 'a\nb' });
    expect(row).toMatchObject({ collectionId: null, pageId: null, objectName: 'a b' });
    const bad = await submit(t.app, host, { formId, form: JSON.stringify(goodValues), contentSource: 'z' });
    expect(bad.statusCode).toBe(400);
  });
});
