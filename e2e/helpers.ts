import { expect, request as http, type Page } from '@playwright/test';
import { DEMO_ORIGIN, E2E_OWNER_EMAIL, E2E_OWNER_PASSWORD, E2E_PORT } from './env';
import type { PageContext } from '../src/runtime/core/page-context';

export const SITE_TITLE = 'Larkspur Coffee Roasters';
export const MAIN_NAV_LINKS = ['Home', 'About', 'Journal', 'Shop', 'Contact'] as const;

/** The page context JSON embedded in the current document, parsed. */
export async function readPageContext(page: Page): Promise<PageContext> {
  const element = page.locator('script#page-context');
  await expect(element).toHaveAttribute('type', 'application/json');
  const raw = await element.textContent();
  expect(raw, 'page context JSON').toBeTruthy();
  return JSON.parse(raw ?? '') as PageContext;
}

/** The visible main navigation (desktop header or the open mobile menu). */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Records every script the page requests, to prove which pages ship JavaScript. */
export function collectScriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

/** Signs the demo owner in at /config/ and waits for the owners' app. */
export async function signInAsDemoOwner(page: Page): Promise<void> {
  await page.goto('/config/');
  await page.getByLabel('E-mail').fill(E2E_OWNER_EMAIL);
  await page.getByLabel('Password').fill(E2E_OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();
}

/**
 * The lite-embed of a YouTube video on the demo (whose cookie policy holds third parties back):
 * no frame before the play button, none until the visitor agrees to this one video, then the
 * privacy-enhanced player, autoplaying, titled as the video.
 */
export async function playYouTubeAfterConsent(page: Page, title: string): Promise<void> {
  await expect(page.locator('iframe')).toHaveCount(0);
  const play = page.getByRole('button', { name: `Play video: ${title}` });
  await expect(play).toBeVisible();
  await play.click();
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByRole('button', { name: 'Play video from YouTube' }).click();
  const frame = page.locator('iframe.sqs-video__frame');
  await expect(frame).toHaveCount(1);
  await expect(frame).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?autoplay=1/,
  );
  await expect(frame).toHaveAttribute('title', title);
}

/**
 * A hidden page of a spec's own on the demo, with these blocks, published through the owners'
 * API (signed in as the demo owner). Made once per server: a page already there is left as it is.
 */
export async function ensureDemoPage(page: {
  path: string;
  title: string;
  blocks: unknown[];
}): Promise<void> {
  const owner = await http.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    extraHTTPHeaders: { host: new URL(DEMO_ORIGIN).host },
  });
  try {
    if ((await owner.get(page.path)).ok()) return;
    await owner.post('/api/auth/Logout'); // refused for want of a crumb, with one
    const crumb = (await owner.storageState()).cookies.find((cookie) => cookie.name === 'crumb')?.value ?? '';
    const call = async (method: 'post' | 'put', url: string, data: unknown) => {
      const response = await owner[method](url, {
        headers: { 'x-csrf-token': crumb },
        data,
        timeout: 30_000,
      });
      expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
      return (await response.json()) as { page?: { id: string } };
    };
    await call('post', '/api/auth/Login', { email: E2E_OWNER_EMAIL, password: E2E_OWNER_PASSWORD });
    const created = await call('post', '/api/rest/pages', {
      title: page.title,
      urlId: page.path.slice(1),
      navigation: '_hidden',
    });
    await call('put', `/api/rest/pages/${created.page!.id}/layout`, {
      layout: { columns: 12, blocks: page.blocks },
    });
    await call('post', '/api/rest/publish', {});
  } finally {
    await owner.dispose();
  }
}
