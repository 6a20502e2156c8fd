import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_MESSAGES } from '../../../shared/api/comments';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { block, createSite, layoutOf, OWNER_PASSWORD } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase, testEngines } from '../../testing/test-database';

/**
 * First-party comments through the real routes: a visitor posts (JSON and the plain form), the
 * captcha is solved for real (small cost), the owner moderates, and nothing crosses sites.
 */
const defaults = loadConfig({ LOG_LEVEL: 'silent' });

describe.each(testEngines)('comments on %s', (engine) => {
  let database: Database;
  let t: TestApp;
  let owner: ReturnType<typeof visitor>;
  let neighbour: ReturnType<typeof visitor>;
  let blogId: string;
  let postId: string;
  let draftId: string;
  let siteId: string;
  let ip = 0;
  const host = hostOf(`comments-${engine}`);
  const otherHost = hostOf(`comments-other-${engine}`);

  async function solved(): Promise<string> {
    const challenge = (
      await t.app.inject({ method: 'GET', url: '/api/form/captcha/challenge', headers: { host } })
    ).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }
  const comment = async (patch: Record<string, unknown> = {}) => ({
    authorName: 'Ana',
    email: 'ana@example.com',
    body: 'Lovely <b>post</b> & thanks',
    altcha: await solved(),
    ...patch,
  });
  /** A visitor's JSON post from its own address (the limit is per address). */
  const postJson = async (body: unknown, options: { item?: string; onHost?: string; from?: string } = {}) => {
    const guest = visitor(t.app, options.onHost ?? host);
    await guest.get('/api/auth/me');
    return guest.request('POST', `/api/comments/${options.item ?? postId}`, body, {
      headers: { 'x-forwarded-for': options.from ?? `198.51.100.${++ip}` },
    });
  };
  const postPlain = (form: Record<string, string>, from = `198.51.100.${++ip}`) =>
    t.app.inject({
      method: 'POST',
      url: `/comments/${postId}`,
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: from,
      payload: new URLSearchParams(form).toString(),
    });
  const list = async (status = 'pending', as = owner) =>
    (await as.get(`/api/rest/comments?status=${status}`)).json();

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    t = await buildTestApp({
      database,
      config: {
        appSecret: 'k'.repeat(40),
        captcha: { ...defaults.captcha, altcha: { cost: 10, maxCounter: 200, lifetimeMs: 10 * 60_000 } },
      },
    });
    const site = await createSite(t.services, `comments-${engine}`);
    const other = await createSite(t.services, `comments-other-${engine}`);
    siteId = site.website.id;
    owner = visitor(t.app, host);
    await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
    neighbour = visitor(t.app, otherHost);
    await neighbour.signIn(other.ownerEmail, OWNER_PASSWORD);
    blogId = (
      await t.services.content.createCollection({
        websiteId: site.website.id,
        type: 'blog',
        title: 'Journal',
        urlId: 'journal',
        navigation: '_hidden',
      })
    ).id;
    const newPost = async (title: string, status: number) => {
      const created = await owner.request('POST', `/api/rest/blogs/${blogId}/items`, { title, status });
      expect(created.statusCode, created.body).toBe(201);
      return created.json().item.id as string;
    };
    postId = await newPost('Roasting notes', 1);
    draftId = await newPost('Unfinished', 4);
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  it('refuses comments until the blog takes them', async () => {
    const closed = await postJson(await comment());
    expect(closed.statusCode).toBe(404);
    expect(closed.json().error).toBe('This post does not take comments.');
    const saved = await owner.request('PUT', `/api/rest/blogs/${blogId}/comment-settings`, {
      enabled: true,
      autoApprove: false,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await owner.get(`/api/rest/blogs/${blogId}/comment-settings`)).json()).toEqual({
      enabled: true,
      autoApprove: false,
    });
  });

  it('stores a comment as pending and lists it for the owner only', async () => {
    const added = await postJson(await comment());
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ status: 'pending' });
    const pending = await list();
    expect(pending.counts).toEqual({ pending: 1, approved: 0, spam: 0 });
    expect(pending.comments[0]).toMatchObject({
      authorName: 'Ana',
      authorEmail: 'ana@example.com',
      body: 'Lovely <b>post</b> & thanks',
      status: 'pending',
      post: { id: postId, title: 'Roasting notes', href: '/journal/roasting-notes' },
    });
    // Another site's owner sees none of it, and cannot moderate it.
    expect((await list('pending', neighbour)).comments).toEqual([]);
    const foreign = await neighbour.request('POST', `/api/rest/comments/${pending.comments[0].id}/moderate`, {
      action: 'approve',
    });
    expect(foreign.statusCode).toBe(404);
    expect((await list()).counts.pending).toBe(1);
    // Nor read or change this blog's settings.
    expect((await neighbour.get(`/api/rest/blogs/${blogId}/comment-settings`)).statusCode).toBe(404);
    // Anonymous callers are refused.
    expect((await visitor(t.app, host).get('/api/rest/comments')).statusCode).toBe(401);
  });

  it('refuses posts on another site, drafts and without a solved captcha', async () => {
    expect((await postJson(await comment(), { onHost: otherHost })).statusCode).toBe(404);
    expect((await postJson(await comment(), { item: draftId })).statusCode).toBe(404);
    const unsolved = await postJson(await comment({ altcha: undefined }));
    expect(unsolved.statusCode).toBe(400);
    expect(unsolved.json().error).toBe('Complete CAPTCHA before submitting.');
    // A solved answer works once.
    const answer = await solved();
    expect((await postJson(await comment({ altcha: answer }))).statusCode).toBe(200);
    expect((await postJson(await comment({ altcha: answer }))).statusCode).toBe(400);
  });

  it('validates with the shared messages and refuses NUL clearly, never a 500', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ authorName: '  ' }, 'authorName', COMMENT_MESSAGES.nameRequired],
      [{ authorName: 'x'.repeat(81) }, 'authorName', COMMENT_MESSAGES.nameTooLong],
      [{ email: 'not-an-address' }, 'email', COMMENT_MESSAGES.emailInvalid],
      [{ body: '' }, 'body', COMMENT_MESSAGES.bodyRequired],
      [{ body: 'x'.repeat(2001) }, 'body', COMMENT_MESSAGES.bodyTooLong],
    ];
    for (const [patch, field, message] of cases) {
      const response = await postJson(await comment(patch));
      expect(response.statusCode, JSON.stringify(patch)).toBe(400);
      expect(response.json().errors[field]).toBe(message);
    }
    const nul = await postJson(await comment({ body: 'hi\u0000there' }));
    expect(nul.statusCode).toBe(400);
    expect(nul.json().code).toBe('invalidText');
    expect(nul.json().error).toMatch(/not allowed \(such as NUL\)/);
    const plainNul = await postPlain({ authorName: 'Ana', body: 'a\u0000b' });
    expect(plainNul.statusCode).toBe(400);
    expect(plainNul.body).toMatch(/not allowed \(such as NUL\)/);
  });

  it('limits comments per address, counting refused ones too', async () => {
    const from = '203.0.113.9';
    for (let n = 0; n < 5; n++) expect((await postJson({ body: '' }, { from })).statusCode).toBe(400);
    const limited = await postJson(await comment(), { from });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await postJson(await comment())).statusCode).toBe(200);
  });

  it('posts without JavaScript and redirects back to the post with a notice', async () => {
    const accepted = await postPlain({
      authorName: 'Bea',
      body: 'From a plain form',
      altcha: await solved(),
    });
    expect(accepted.statusCode).toBe(303);
    expect(accepted.headers.location).toBe('/journal/roasting-notes?comment=pending#comments');
    const refused = await postPlain({ authorName: 'Bea', body: '' });
    expect(refused.headers.location).toBe('/journal/roasting-notes?comment=bodyRequired#comments');
    const noCaptcha = await postPlain({ authorName: 'Bea', body: 'Hello' });
    expect(noCaptcha.headers.location).toBe('/journal/roasting-notes?comment=captcha#comments');
    // A filled honeypot looks accepted and stores nothing.
    const before = (await list()).counts.pending;
    const bot = await postPlain({ authorName: 'Bot', body: 'Buy now', website: 'http://spam.example' });
    expect(bot.headers.location).toBe('/journal/roasting-notes?comment=pending#comments');
    expect((await list()).counts.pending).toBe(before);
  });

  it('moderates: approve, spam, delete; approved comments show escaped, e-mails never', async () => {
    const pending = (await list()).comments as Array<{ id: string; authorName: string }>;
    const first = pending.find((c) => c.authorName === 'Ana');
    const second = pending.find((c) => c.authorName === 'Bea');
    const moderate = (id: string, action: string) =>
      owner.request('POST', `/api/rest/comments/${id}/moderate`, { action });
    expect((await moderate(first!.id, 'approve')).json()).toEqual({ status: 'approved' });
    expect((await moderate(second!.id, 'spam')).json()).toEqual({ status: 'spam' });
    const counts = (await list()).counts;
    expect(counts.approved).toBe(1);
    expect(counts.spam).toBe(1);
    expect((await moderate(second!.id, 'delete')).json()).toEqual({ status: 'deleted' });
    expect((await moderate(second!.id, 'approve')).statusCode).toBe(404);
    expect((await list()).counts.spam).toBe(0);
  });

  it('shows approved comments escaped under the post, never e-mails, with counts on the list', async () => {
    const page = await visitor(t.app, host).get('/journal/roasting-notes');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="comments"');
    expect(page.body).toContain('1 comment');
    expect(page.body).toContain('Lovely &lt;b&gt;post&lt;/b&gt; &amp; thanks');
    expect(page.body).not.toContain('<b>post</b>');
    expect(page.body).not.toContain('ana@example.com');
    expect(page.body).toContain('action="/comments/' + postId + '"');
    expect(page.body).toContain('/assets/runtime/comments.test.js');
    const notice = await visitor(t.app, host).get('/journal/roasting-notes?comment=pending');
    expect(notice.body).toContain('Your comment awaits moderation.');
    const list = await visitor(t.app, host).get('/journal');
    expect(list.body).toContain('1 comment');
    // A summary block of the blog counts them too.
    await t.services.content.createCollection({
      websiteId: siteId,
      type: 'page',
      title: 'Latest',
      urlId: 'latest',
      navigation: '_hidden',
      layout: layoutOf(block('summary', { collectionId: blogId })),
    });
    const summary = await visitor(t.app, host).get('/latest');
    expect(summary.body).toContain('summary-v2__comments');
    expect(summary.body).toContain('1 comment');
    // Another site's post of the same path shows nothing of these.
    expect((await visitor(t.app, otherHost).get('/journal/roasting-notes')).body).not.toContain('Lovely');
  });

  it('auto-approves when the blog says so', async () => {
    await owner.request('PUT', `/api/rest/blogs/${blogId}/comment-settings`, {
      enabled: true,
      autoApprove: true,
    });
    const before = (await list('approved')).counts.approved;
    expect((await postJson(await comment())).json()).toEqual({ status: 'approved' });
    expect((await list('approved')).counts.approved).toBe(before + 1);
  });
});
