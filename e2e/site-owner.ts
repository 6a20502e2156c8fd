import { expect, type Browser, type Page } from '@playwright/test';
import { E2E_PORT } from './env';

/**
 * A fresh owner and site of the test's own (so nothing it changes reaches the demo site other
 * specs use), and JSON calls from the owner's signed-in page with its crumb.
 */
export async function createOwnedSite(
  browser: Browser,
  title: string,
): Promise<{ owner: Page; origin: string; call: OwnerCall }> {
  const origin = `http://${title.toLowerCase().replace(/\s+/g, '-')}.localhost:${E2E_PORT}`;
  const context = await browser.newContext();
  const owner = await context.newPage();
  await owner.goto(`http://localhost:${E2E_PORT}/`);
  await owner.getByLabel('Your name').fill(`${title} Owner`);
  await owner
    .getByLabel('E-mail')
    .fill(`${title.replace(/\s+/g, '-').toLowerCase()}-${Date.now()}@example.com`);
  await owner.getByLabel('Password').fill('a-good-long-password');
  await owner.getByRole('button', { name: 'Create account' }).click();
  await owner.getByLabel('Site title').fill(title);
  await owner.getByRole('button', { name: 'Create site' }).click();
  await expect(owner).toHaveURL(`${origin}/config/`);
  return { owner, origin, call: ownerCall(owner) };
}

/** JSON calls from an owner's signed-in page on the site (`/config/`), with its crumb. */
export function ownerCall(owner: Page): OwnerCall {
  return async (method, path, body) => {
    const answer = await owner.evaluate(
      async ({ method, path, body }) => {
        const crumb = /(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '';
        const response = await fetch(path, {
          method,
          headers: { 'content-type': 'application/json', 'x-csrf-token': crumb },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        return { status: response.status, text: await response.text() };
      },
      { method, path, body },
    );
    expect(answer.status, `${method} ${path}: ${answer.text}`).toBeLessThan(300);
    return answer.text ? JSON.parse(answer.text) : null;
  };
}

export type OwnerCall = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
) => Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
