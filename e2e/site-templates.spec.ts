import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_PORT } from './env';

/**
 * Issue 24's templates, as a new owner meets them: sign up, create a site from each starter
 * template on the platform's cards, and open its published home page as a visitor would (the
 * template's pages, pictures, menu, footer and colours are live at once).
 */
const PLATFORM = `http://localhost:${E2E_PORT}/`;
const STAMP = Date.now().toString(36);

const TEMPLATES = [
  {
    card: 'Café & shop',
    title: `Corner Cup ${STAMP}`,
    nav: ['Menu', 'Shop', 'Visit'],
    picture: 'The café’s front window with its striped awning',
    footer: 'Roasted and brewed with care.',
    background: 'rgb(250, 248, 244)',
    next: { link: 'Shop', shows: 'House Espresso Beans' },
  },
  {
    card: 'Portfolio',
    title: `Ink Studio ${STAMP}`,
    nav: ['Work', 'About', 'Contact'],
    picture: 'Sand dunes in layered ochre and rose',
    footer: 'Please ask before reusing any of the artwork.',
    background: 'rgb(20, 22, 28)',
    next: { link: 'Work', shows: 'Selected work' },
  },
  {
    card: 'Blog',
    title: `Small Kitchen ${STAMP}`,
    nav: ['Journal', 'About'],
    picture: 'A kitchen table with bowls, herbs and a teapot',
    footer: 'Recipes may be shared with a link back.',
    background: 'rgb(245, 247, 242)',
    next: { link: 'Journal', shows: 'Tomato season, and what to do with all of them' },
  },
  {
    card: 'Services',
    title: `Green Thumb ${STAMP}`,
    nav: ['Services', 'About', 'Contact'],
    picture: 'A garden with a curved lawn, flower beds and a small tree',
    footer: 'Fully insured, references on request.',
    background: 'rgb(244, 248, 251)',
    next: { link: 'Contact', shows: 'Request a quote' },
  },
] as const;

async function createSite(page: Page, card: string, title: string): Promise<string> {
  await page.goto(PLATFORM);
  await expect(page.getByRole('heading', { name: 'Your sites' })).toBeVisible();
  await page.getByLabel('Site title').fill(title);
  const choice = page.getByRole('radio', { name: new RegExp(`^${card}`) });
  await choice.check();
  await expect(choice).toBeChecked();
  await page.getByRole('button', { name: 'Create site' }).click();
  // Creating opens the new site's owners' app on its own host.
  await expect(page).toHaveURL(/\/config\/$/, { timeout: 20_000 });
  return new URL(page.url()).origin;
}

/** A visitor's page: a fresh context, so the owner's session does not send it to the editor. */
async function visitorPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test('the platform offers the starter templates as cards with a drawn preview, blank chosen by default', async ({
  page,
}) => {
  await signUp(page, `cards-${STAMP}@example.com`);
  const cards = page.getByRole('group', { name: 'Start from a template' });
  for (const name of ['Café & shop', 'Portfolio', 'Blog', 'Services', 'Blank'])
    await expect(cards.getByRole('radio', { name: new RegExp(`^${name}`) })).toBeVisible();
  await expect(cards.getByRole('radio', { name: /^Blank/ })).toBeChecked();
  // Every preview is a real picture the server ships (loaded, not a broken image).
  const previews = cards.locator('img');
  await expect(previews).toHaveCount(5);
  for (const preview of await previews.all())
    expect(
      await preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    ).toBe(true);
});

test('creates a site from each template and its published home page shows the template', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUp(page, `templates-${STAMP}@example.com`);
  const visitor = await visitorPage(browser);
  for (const template of TEMPLATES) {
    const origin = await createSite(page, template.card, template.title);
    await visitor.goto(`${origin}/`);
    const main = visitor.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(template.title);
    const picture = visitor.getByRole('img', { name: template.picture }).first();
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth > 0)).toBe(true);
    const nav = visitor.getByRole('navigation', { name: 'Main' }).first();
    for (const link of template.nav) await expect(nav.getByRole('link', { name: link })).toBeVisible();
    await expect(visitor.getByRole('contentinfo')).toContainText(template.footer);
    expect(await visitor.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      template.background,
    );
    // The menu leads to the template's other real pages.
    await nav.getByRole('link', { name: template.next.link }).click();
    await expect(visitor.getByText(template.next.shows).first()).toBeVisible();
  }

  // Blank stays: one page with the title.
  const origin = await createSite(page, 'Blank', `Empty Lot ${STAMP}`);
  await visitor.goto(`${origin}/`);
  await expect(visitor.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(`Empty Lot ${STAMP}`);
  await expect(visitor.getByRole('main').getByRole('img')).toHaveCount(0);
});

async function signUp(page: Page, email: string) {
  await page.goto(PLATFORM);
  await page.getByLabel('Your name').fill('Template Tester');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('a-good-long-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Your sites' })).toBeVisible();
}
