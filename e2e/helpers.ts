import { expect, type Page } from '@playwright/test';
import { E2E_OWNER_EMAIL, E2E_OWNER_PASSWORD } from './env';
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
  await expect(page.getByRole('navigation', { name: 'Owners' })).toBeVisible();
}
