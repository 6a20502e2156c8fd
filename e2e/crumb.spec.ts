import { expect, test, type BrowserContext } from '@playwright/test';

interface CallResult {
  status: number;
  body: Record<string, unknown> | null;
}

const crumbCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'crumb');

/**
 * The server half of the crumb handshake, driven from a page that loads the runtime: a
 * state-changing /api/ call without the crumb is refused with a fresh crumb, and the retry
 * with that crumb goes through.
 */
test('a call without the crumb is refused with a fresh one, and the retry with it succeeds', async ({
  page,
  context,
}) => {
  await page.goto('/journal/inside-our-roast-log');
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible(); // the runtime is running
  // A page every visitor shares sets no cookie (the render cache and a proxy keep it as it is):
  // the visitor gets a crumb when the runtime first needs one.
  expect(await crumbCookie(context)).toBeUndefined();
  expect(await page.evaluate(() => document.cookie)).not.toContain('crumb=');

  const call = (url: string) =>
    page.evaluate(async (target): Promise<CallResult> => {
      const response = await fetch(target, { method: 'POST', credentials: 'same-origin' });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
    }, url);

  const refused = await call('/api/auth/Logout');
  expect(refused.status).toBe(403);
  expect(refused.body).toMatchObject({ code: 'crumbFail', crumbFail: true });
  const fresh = await crumbCookie(context);
  expect(fresh?.value).toBeTruthy();
  expect(fresh?.httpOnly).toBe(false);
  expect(refused.body?.crumb).toBe(fresh?.value);
  // The page's scripts can read it: that is how the runtime repeats it.
  expect(await page.evaluate(() => document.cookie)).toContain(`crumb=${fresh?.value}`);

  const accepted = await call(`/api/auth/Logout?crumb=${encodeURIComponent(fresh?.value ?? '')}`);
  expect(accepted.status).toBe(204);
  expect(accepted.body).toBeNull();
  expect((await crumbCookie(context))?.value).toBe(fresh?.value);
});

test('a wrong crumb is refused too, even when a crumb cookie is present', async ({ page, context }) => {
  await page.goto('/journal/inside-our-roast-log');
  // The first call without one gives the visitor a crumb cookie.
  await page.evaluate(() => fetch('/api/auth/Logout', { method: 'POST' }));
  const current = await crumbCookie(context);
  expect(current?.value).toBeTruthy();
  const result = await page.evaluate(async () => {
    const response = await fetch('/api/auth/Logout?crumb=not-the-right-crumb-value', { method: 'POST' });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  });
  expect(result.status).toBe(403);
  expect(result.body.crumbFail).toBe(true);
  expect((await crumbCookie(context))?.value).toBe(result.body.crumb);

  const viaHeader = await page.evaluate(async (crumb) => {
    const response = await fetch('/api/auth/Logout', { method: 'POST', headers: { 'X-CSRF-Token': crumb } });
    return response.status;
  }, String(result.body.crumb));
  expect(viaHeader).toBe(204);
});
