import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAYOUT_TOO_MANY_BLOCKS } from '../../../shared/layout/layout';
import type { Database } from '../../db/client';
import {
  addContributor,
  block,
  ContributorRole,
  createSite,
  heading,
  layoutOf,
  OWNER_PASSWORD,
} from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';

let database: Database;
let t: TestApp;
let site: Awaited<ReturnType<typeof createSite>>;
const host = hostOf('studio');

const validHeaderFooter = {
  header: { showTitle: true, alignment: 'left', cta: { label: 'Book a call', href: '/contact' } },
  footer: { layout: layoutOf(heading('Footer words')), smallPrint: '© Studio' },
};

async function owner() {
  const session = visitor(t.app, host);
  await session.signIn(site.ownerEmail, OWNER_PASSWORD);
  return session;
}

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database });
  site = await createSite(t.services, 'studio');
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

describe('site header and footer API', () => {
  it('asks anonymous callers to sign in', async () => {
    const response = await visitor(t.app, host).get('/api/site-header-footer');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'loginRequired', loginRequired: true });
  });

  it('refuses contributors whose role may not edit', async () => {
    await addContributor(t.services, site.website.id, ContributorRole.viewer, 'studio-viewer');
    const viewer = visitor(t.app, host);
    await viewer.signIn('studio-viewer@example.com', OWNER_PASSWORD);
    expect((await viewer.get('/api/site-header-footer')).statusCode).toBe(403);
    expect((await viewer.request('PUT', '/api/site-header-footer', validHeaderFooter)).statusCode).toBe(403);
  });

  it('lets the owner read and change them, and the published site shows the change', async () => {
    const session = await owner();
    const before = await session.get('/api/site-header-footer');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toHaveProperty('header');
    const saved = await session.request('PUT', '/api/site-header-footer', validHeaderFooter);
    expect(saved.statusCode).toBe(200);
    expect((await session.get('/api/site-header-footer')).json().header.cta.label).toBe('Book a call');
    const page = await visitor(t.app, host).get('/');
    expect(page.body).toContain('Book a call');
    expect(page.body).toContain('Footer words');
  });

  it('answers bad input with field messages', async () => {
    const session = await owner();
    const response = await session.request('PUT', '/api/site-header-footer', {
      header: { alignment: 'diagonal', cta: { label: '', href: 'javascript:alert(1)' } },
      footer: {},
    });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json();
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(['header.alignment', 'header.cta.label', 'header.cta.href', 'footer.layout']),
    );
  });
});

describe('page layout API', () => {
  it('rejects a layout of more than 60 blocks with the limit message', async () => {
    const session = await owner();
    const blocks = Array.from({ length: 61 }, (_, index) => heading(`Heading ${index}`));
    const response = await session.request('PUT', `/api/rest/pages/${site.home.id}/layout`, {
      layout: { blocks },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'layoutTooManyBlocks', error: LAYOUT_TOO_MANY_BLOCKS });
  });

  it('accepts exactly 60 blocks', async () => {
    const session = await owner();
    const blocks = Array.from({ length: 60 }, (_, index) => heading(`Heading ${index}`));
    expect(
      (await session.request('PUT', `/api/rest/pages/${site.home.id}/layout`, { layout: { blocks } }))
        .statusCode,
    ).toBe(200);
  });

  it('checks each block against its type', async () => {
    const session = await owner();
    const response = await session.request('PUT', `/api/rest/pages/${site.home.id}/layout`, {
      layout: { blocks: [block('heading', { text: '' }), block('teleporter', {})] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      'layout.blocks.0.data.text': 'Enter the heading text',
      'layout.blocks.1.type': 'Unknown block type: teleporter',
    });
  });

  it('sanitizes embedded HTML before storing it as a draft, and shows it to visitors only after publish', async () => {
    const session = await owner();
    const html =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><iframe src="https://player.example/v/1" width="560"></iframe><a href="javascript:alert(2)">x</a>';
    const response = await session.request('PUT', `/api/rest/pages/${site.home.id}/layout`, {
      layout: layoutOf(block('embed', { html }), heading('Fresh heading')),
    });
    expect(response.statusCode).toBe(200);
    const stored = (await session.get(`/api/rest/pages/${site.home.id}`)).json().layout.blocks[0].data
      .html as string;
    expect(stored).not.toMatch(/script|onclick|javascript:/);
    expect(stored).toContain('<iframe src="https://player.example/v/1"');
    expect((await visitor(t.app, host).get('/')).body).not.toContain('Fresh heading');
    expect((await session.request('POST', '/api/rest/publish')).statusCode).toBe(200);
    const published = await visitor(t.app, host).get('/');
    expect(published.body).toContain('Fresh heading');
    expect(published.body).not.toContain('alert(1)');
  });
});
