import { expect, test, type Page } from '@playwright/test';
import { mainNav } from './helpers';

const POSTS = [
  { title: 'Why we roast on Tuesdays', date: 'May 6, 2025', path: '/journal/why-we-roast-on-tuesdays' },
  { title: 'A week in Huila: notes from origin', date: 'April 14, 2025', path: '/journal/a-week-in-huila' },
  { title: 'Brew guide: a better V60 at home', date: 'March 20, 2025', path: '/journal/brew-guide-v60' },
  { title: 'Inside our roast log', date: 'February 11, 2025', path: '/journal/inside-our-roast-log' },
] as const;

const expectCurrentNavLink = async (page: Page, name: string) => {
  const current = mainNav(page).locator('a[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText(name);
};

const heading1 = (page: Page) => page.getByRole('heading', { level: 1 });
const newerLink = (page: Page) =>
  page.getByRole('navigation', { name: 'More posts' }).getByRole('link', { name: /Newer/ });
const olderLink = (page: Page) =>
  page.getByRole('navigation', { name: 'More posts' }).getByRole('link', { name: /Older/ });

test('a visitor browses the site by clicking through the navigation and the journal', async ({ page }) => {
  await page.goto('/');
  await expectCurrentNavLink(page, 'Home');

  await mainNav(page).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL('/about');
  await expect(heading1(page)).toHaveText('About Larkspur');
  await expectCurrentNavLink(page, 'About');

  await mainNav(page).getByRole('link', { name: 'Journal' }).click();
  await expect(page).toHaveURL('/journal');
  await expect(heading1(page)).toHaveText('Journal');
  await expectCurrentNavLink(page, 'Journal');

  // The list shows every post, newest first, each with its publication date.
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(POSTS.length);
  for (const [index, post] of POSTS.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(post.title);
    await expect(card.locator('time')).toHaveText(post.date);
  }

  // Open the second post: it sits between a newer and an older one.
  await cards.nth(1).getByRole('link', { name: POSTS[1].title }).click();
  await expect(page).toHaveURL(POSTS[1].path);
  await expect(heading1(page)).toHaveText(POSTS[1].title);
  await expect(page.locator('.post__meta time')).toHaveText(POSTS[1].date);
  await expect(page.getByText('By Maya Ortiz')).toBeVisible();
  await expectCurrentNavLink(page, 'Journal');

  await olderLink(page).click();
  await expect(page).toHaveURL(POSTS[2].path);
  await expect(heading1(page)).toHaveText(POSTS[2].title);

  await newerLink(page).click();
  await expect(page).toHaveURL(POSTS[1].path);
  await newerLink(page).click();
  await expect(page).toHaveURL(POSTS[0].path);
  await expect(heading1(page)).toHaveText(POSTS[0].title);
  // The newest post has nowhere newer to go.
  await expect(newerLink(page)).toHaveCount(0);
  await expect(olderLink(page)).toHaveAttribute('href', POSTS[1].path);

  await page.getByRole('link', { name: '← Journal' }).click();
  await expect(page).toHaveURL('/journal');
  await expect(page.getByRole('article')).toHaveCount(POSTS.length);

  await mainNav(page).getByRole('link', { name: 'Contact' }).click();
  await expect(heading1(page)).toHaveText('Visit & contact');
  await expectCurrentNavLink(page, 'Contact');

  await page.getByRole('banner').getByRole('link', { name: 'Larkspur Coffee Roasters' }).click();
  await expect(page).toHaveURL('/');
  await expectCurrentNavLink(page, 'Home');
});

test('the oldest post links only to a newer one', async ({ page }) => {
  await page.goto(POSTS[3].path);
  await expect(olderLink(page)).toHaveCount(0);
  await newerLink(page).click();
  await expect(page).toHaveURL(POSTS[2].path);
});
