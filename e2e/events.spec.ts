import { expect as baseExpect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { DEMO_ORIGIN, E2E_OWNER_EMAIL, E2E_OWNER_PASSWORD } from './env';
import { ensureDemoPage } from './helpers';

// The owners' app takes a while to load on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Events (issue 16): the demo owner adds a hidden events page and an event, publishes; a visitor
 * sees the list and month views, opens the event and downloads its .ics. Then the album block's
 * track list at phone size, by keyboard alone.
 */
test('an owner publishes an event; visitors see it in the list and month, and download its .ics', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const title = `Cupping night ${stamp}`;
  await page.goto('/config/');
  await page.getByLabel('E-mail').fill(E2E_OWNER_EMAIL);
  await page.getByLabel('Password').fill(E2E_OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();
  await page.getByLabel('Kind').selectOption('events');
  await page.getByLabel('Show in').selectOption('_hidden');
  await page.getByLabel('New page title').fill(`Tastings ${stamp}`);
  await page.getByRole('button', { name: 'Add page' }).click();
  await expect(page.getByRole('heading', { name: `Tastings ${stamp}`, level: 1 })).toBeVisible();
  await expect(page.getByText('No events yet.')).toBeVisible();

  // Next month, 19:30 site time: in the month view and the upcoming list whatever today is.
  const next = new Date();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const month = next.toISOString().slice(0, 7);
  const form = page.getByRole('form', { name: 'Add an event' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Starts').fill(`${month}-12T19:30`);
  await form.getByLabel('Ends').fill(`${month}-12T18:00`);
  await form.getByLabel('Status').selectOption({ label: 'Published' });
  await form.getByRole('button', { name: 'Add event' }).click();
  await expect(form.getByText('An event cannot end before it starts')).toBeVisible();
  await form.getByLabel('Ends').fill(`${month}-12T21:00`);
  await form.getByRole('button', { name: 'Add event' }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await page.getByLabel('Location').fill('The roastery, 12 Mill Lane');
  await page
    .getByLabel('Description')
    .fill('<p>Six coffees, <strong>one</strong> table.</p><script>x()</script>');
  await page.getByRole('button', { name: 'Save event' }).click();
  await expect(page.getByText('Event saved.')).toBeVisible();
  await page.getByRole('link', { name: '← Events' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('Published');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Published$/ })).toBeVisible();
  const eventsPath = `/tastings-${stamp}`;

  const visitor = await browser.newContext({ baseURL: DEMO_ORIGIN, acceptDownloads: true });
  const site = await visitor.newPage();
  await site.goto(eventsPath);
  await expect(site.getByRole('heading', { name: `Tastings ${stamp}`, level: 1 })).toBeVisible();
  await expect(site.getByRole('link', { name: title })).toBeVisible();

  await site.getByRole('link', { name: 'Month' }).click();
  await site.getByRole('link', { name: 'Next month →' }).click();
  await expect(site).toHaveURL(new RegExp(`month=${month}$`));
  const cell = site.locator(`td[data-date="${month}-12"]`);
  await expect(cell.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await expect(site.getByRole('columnheader', { name: 'Sun', exact: true })).toBeVisible();

  await cell.getByRole('link', { name: new RegExp(title) }).click();
  await expect(site.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(site.getByText('The roastery, 12 Mill Lane')).toBeVisible();
  await expect(site.locator('.event__facts time')).toContainText(/7:30\s?–\s?9:00\s?PM/);
  await expect(site.locator('.post__body strong')).toHaveText('one');
  await expect(site.locator('.post__body script')).toHaveCount(0);

  const downloading = site.waitForEvent('download');
  await site.getByRole('link', { name: 'Add to calendar (.ics)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`cupping-night-${stamp}.ics`);
  const ics = await readFile((await download.path())!, 'utf8');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain(`SUMMARY:${title}\r\n`);
  expect(ics).toContain('LOCATION:The roastery\\, 12 Mill Lane\r\n');
  expect(ics).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
  await visitor.close();
});

test('the album track list works by keyboard at phone size', async ({ browser }) => {
  test.setTimeout(90_000);
  await ensureDemoPage({
    path: '/e2e-album',
    title: 'Album',
    blocks: [
      {
        id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
        type: 'album',
        grid: { column: 1, span: 12 },
        data: {
          title: 'Roastery sessions',
          artist: 'The Grinders',
          tracks: [
            { title: 'First crack', src: '/e2e-audio/first-crack.mp3' },
            { title: 'Second crack', src: '/e2e-audio/second-crack.mp3' },
            { title: 'Cooling tray', src: '/e2e-audio/cooling-tray.mp3' },
          ],
        },
      },
    ],
  });
  const context = await browser.newContext({ baseURL: DEMO_ORIGIN, viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await page.goto('/e2e-album');
  const album = page.locator('[data-album]');
  await expect(album).toHaveAttribute('data-album-ready', '');
  const player = album.locator('audio');
  await expect(player).toHaveAttribute('controls', '');
  await expect(player).toHaveAttribute('src', '/e2e-audio/first-crack.mp3');

  const second = album.getByRole('link', { name: /Second crack/ });
  await second.focus();
  await expect(second).toBeFocused();
  await page.keyboard.press('Enter');
  // The track plays in the player: the page stays, the player now holds it.
  await expect(page).toHaveURL(/\/e2e-album$/);
  await expect(player).toHaveAttribute('src', /\/e2e-audio\/second-crack\.mp3$/);
  await expect(second).toHaveAttribute('aria-current', 'true');
  await expect(album.getByRole('link', { name: /First crack/ })).not.toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('Tab');
  await expect(album.getByRole('link', { name: /Cooling tray/ })).toBeFocused();
  // Each track is at least 44 px tall: a comfortable target on a phone.
  expect((await second.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await context.close();
});
