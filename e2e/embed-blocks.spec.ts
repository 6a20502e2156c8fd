import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ORIGIN, E2E_BOOKING_PORT, E2E_MAP_PORT, E2E_OWNER_EMAIL, E2E_OWNER_PASSWORD } from './env';
import { ensureDemoPage } from './helpers';

/**
 * Embeds without tracking (issue 17) on the demo's hidden /blocks page: static cards and a native
 * audio player that reach no other host; booking widgets that load the provider's script only on
 * a press (here a stand-in served from 127.0.0.1, the server's BOOKING_WIDGET_BASE_URL), and the
 * preview-only alert for a signed-in owner.
 */
let standIn: Server;
const widgetRequests: string[] = [];
/** The stand-in answers a widget script once this settles: a test holds it to see the loading state. */
let widgetGate: Promise<void> = Promise.resolve();

test.describe.configure({ timeout: 60_000 });

test.beforeAll(async () => {
  standIn = createServer((request, response) => {
    widgetRequests.push(request.url ?? '');
    const match = /^\/widgets\/([a-z]+)\.js/.exec(request.url ?? '');
    if (!match) {
      response.writeHead(404).end();
      return;
    }
    // A provider's widget script: it draws into the element its <script> was put in.
    const body = `(() => {
      const script = document.currentScript;
      const widget = document.createElement('p');
      widget.className = 'stand-in-widget';
      widget.textContent = 'Stand-in ${match[1]} widget for ' + script.dataset.venue;
      script.parentElement.append(widget);
    })();`;
    void widgetGate.then(() => response.writeHead(200, { 'content-type': 'text/javascript' }).end(body));
  });
  await new Promise<void>((resolve) => standIn.listen(E2E_BOOKING_PORT, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => standIn.close(resolve));
});

/**
 * Every request the page makes to a host other than the demo site and the operator's own tile
 * server (the e2e server's MAP_TILE_URL: the map at the end of /blocks draws its tiles once
 * scrolled near, which is the operator's choice, not a third party's).
 */
function outsideRequests(page: Page): string[] {
  const urls: string[] = [];
  const tiles = `http://127.0.0.1:${E2E_MAP_PORT}/tiles/`;
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(DEMO_ORIGIN) && !url.startsWith('data:') && !url.startsWith(tiles)) urls.push(url);
  });
  return urls;
}

const bookingBlock = (page: Page, name: string) => page.getByRole('region', { name });

test('the /blocks page makes no request to another host before the visitor acts', async ({ page }) => {
  const outside = outsideRequests(page);
  const before = widgetRequests.length;
  await page.goto('/blocks');
  await page.waitForLoadState('networkidle');
  // Scroll every block into view (lazy images, observers), without pressing anything.
  await page.locator('.sqs-block-booking').last().scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'Open the OpenTable booking widget' })).toBeVisible();
  expect(outside).toEqual([]);
  expect(widgetRequests.length).toBe(before);
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.locator('script[src*="/widgets/"]')).toHaveCount(0);
});

test('cards, the audio player and booking links are complete without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/blocks');
  const instagram = page.getByRole('figure', { name: 'Post by @alder.street.coffee on Instagram' });
  await expect(instagram.getByText('Tuesday is roast day.')).toBeVisible();
  await expect(instagram.getByRole('link', { name: 'View on Instagram' })).toHaveAttribute(
    'href',
    'https://www.instagram.com/p/demo-roastery/',
  );
  await expect(page.getByRole('link', { name: 'View on X (Twitter)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View on Amazon' })).toHaveAttribute(
    'rel',
    'sponsored noopener noreferrer',
  );
  await expect(page.getByLabel('Audio: First crack')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Listen on SoundCloud' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play on SoundCloud' })).toBeHidden();
  const book = bookingBlock(page, 'Book a table');
  await expect(book.getByRole('link', { name: 'Reserve a table' })).toHaveAttribute(
    'href',
    'https://www.opentable.com/restref/client/?rid=412345',
  );
  await expect(book.getByRole('button')).toBeHidden();
  // Online ordering's default link title (media-and-platform §9).
  await expect(
    bookingBlock(page, 'Beans to take home').getByRole('link', { name: 'Order Now' }),
  ).toBeVisible();
  await context.close();
});

test('a booking widget loads on press: idle → loading → loaded, from the provider URL', async ({ page }) => {
  const outside = outsideRequests(page);
  await page.goto('/blocks');
  const book = bookingBlock(page, 'Book a table');
  await expect(book).toHaveAttribute('data-booking-state', 'idle');
  await expect(book.getByText(/The widget is OpenTable’s/)).toBeVisible();
  let release = () => {};
  widgetGate = new Promise((resolve) => (release = resolve));
  await book.getByRole('button', { name: 'Open the OpenTable booking widget' }).click();
  await expect(book).toHaveAttribute('data-booking-state', 'loading');
  await expect(book.getByRole('status')).toHaveText('Loading the booking widget…');
  release();
  await expect(book).toHaveAttribute('data-booking-state', 'loaded');
  await expect(book.getByText('Stand-in opentable widget for 412345')).toBeVisible();
  await expect(book.getByRole('button', { name: 'Open the OpenTable booking widget' })).toBeHidden();
  // Only the widget's own script left the site, and only after the press.
  expect(
    outside.filter((url) => !url.includes(`127.0.0.1:${E2E_BOOKING_PORT}/widgets/opentable.js`)),
  ).toEqual([]);
  expect(outside).toHaveLength(1);
  // The other booking block stays as it was.
  await expect(bookingBlock(page, 'Beans to take home')).toHaveAttribute('data-booking-state', 'idle');
});

test('booking layout: wide above 850 px; Tock in a column at 750 px and below', async ({ page }) => {
  await page.goto('/blocks');
  const tock = bookingBlock(page, 'Beans to take home');
  await expect(tock).toHaveAttribute('data-booking-wide', '');
  await expect(tock).not.toHaveAttribute('data-booking-column', '');
  await page.setViewportSize({ width: 700, height: 800 });
  await expect(tock).toHaveAttribute('data-booking-column', '');
  await expect(tock).not.toHaveAttribute('data-booking-wide', '');
  await expect(tock.locator('.sqs-booking__actions')).toHaveCSS('flex-direction', 'column');
  // OpenTable has no column layout, narrow as it is.
  await expect(bookingBlock(page, 'Book a table')).not.toHaveAttribute('data-booking-column', '');
});

test('a signed-in owner sees the preview-only alert, and no widget loads', async ({ page }) => {
  // As signInAsDemoOwner, with room for the owners' app to load on a busy machine.
  await page.goto('/config/');
  await page.getByLabel('E-mail').fill(E2E_OWNER_EMAIL);
  await page.getByLabel('Password').fill(E2E_OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible({ timeout: 20_000 });
  const before = widgetRequests.length;
  await page.goto('/blocks?noredirect');
  const book = bookingBlock(page, 'Book a table');
  const alert = book.getByRole('alert');
  await expect(alert).toContainText('Preview Only');
  await expect(alert).toContainText('Please log out of your account in order to use the booking block.');
  await expect(book.getByRole('button', { name: 'Open the OpenTable booking widget' })).toBeHidden();
  await expect(book.getByRole('link', { name: 'Reserve a table' })).toBeVisible();
  expect(widgetRequests.length).toBe(before);
});

test('SoundCloud: the player frame only after a press; an unparseable address is logged', async ({
  page,
}) => {
  await ensureDemoPage({
    path: '/e2e-soundcloud',
    title: 'SoundCloud e2e',
    blocks: [
      {
        id: 'a'.repeat(24),
        type: 'audio',
        grid: { column: 1, span: 12 },
        data: { url: 'https://soundcloud.com/artist/track', title: 'Good track', artist: '', caption: '' },
      },
      {
        id: 'b'.repeat(24),
        type: 'audio',
        grid: { column: 1, span: 12 },
        data: { url: 'https://soundcloud.com/', title: 'Broken', artist: '', caption: '' },
      },
    ],
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  // SoundCloud itself is out of reach here: answer its frame locally.
  await page.route('https://w.soundcloud.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }),
  );
  await page.goto('/e2e-soundcloud');
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect.poll(() => warnings).toContainEqual(expect.stringContaining('unparseable soundcloud URL'));
  const play = page.getByRole('button', { name: 'Play on SoundCloud' });
  // Only the parseable one offers the button.
  await expect(play).toHaveCount(1);
  await play.click();
  await expect(page.locator('iframe.sqs-audio__frame')).toHaveAttribute(
    'src',
    /^https:\/\/w\.soundcloud\.com\/player\/\?url=https%3A%2F%2Fsoundcloud\.com%2Fartist%2Ftrack/,
  );
});
