import { expect, test } from '@playwright/test';
import { signInAsDemoOwner } from './helpers';
import { createOwnedSite } from './site-owner';

/**
 * Settings → Business on a site of the test's own (the demo's footer is read by other specs):
 * the owner enters the business's details and turns the mobile info bar on; visitors then see
 * them in the footer, and on a phone a bar with call, e-mail, directions and hours that works
 * without JavaScript. Wider than 1024 px the bar is not shown.
 */
test('business info reaches the footer, the JSON-LD and the phone-only info bar', async ({ browser }) => {
  test.setTimeout(90_000);
  const { owner, origin } = await createOwnedSite(browser, 'Tide Bakery');
  await owner.getByRole('navigation', { name: 'Owners' }).getByRole('link', { name: 'Settings' }).click();
  await owner.getByRole('link', { name: 'Business info and the mobile info bar' }).click();
  await expect(owner.getByRole('heading', { name: 'Business info', level: 1 })).toBeVisible();

  // A bad phone number is refused with its message, and nothing is saved.
  await owner.getByLabel('Phone', { exact: true }).fill('call us');
  await owner.getByRole('button', { name: 'Save business info' }).click();
  await expect(owner.getByText('Enter a phone number like +1 555 010 0199')).toBeVisible();

  await owner.getByLabel('Street address').fill('12 Harbour Row');
  await owner.getByLabel('Town or city').fill('Whitby');
  await owner.getByLabel('Postal code').fill('YO21 3PU');
  await owner.getByLabel('Phone', { exact: true }).fill('+44 1947 600 000');
  await owner.getByLabel('E-mail', { exact: true }).fill('bread@tide.example');
  await owner.getByLabel('Open on Saturday').check();
  await owner.getByLabel('Saturday opens').fill('07:30');
  await owner.getByLabel('Saturday closes').fill('13:00');
  await owner.getByLabel('Show the info bar on phones and tablets').check();
  await owner.getByRole('button', { name: 'Save business info' }).click();
  await expect(owner.getByText('Business info saved.')).toBeVisible();
  await owner.reload();
  await expect(owner.getByLabel('Saturday closes')).toHaveValue('13:00');
  await expect(owner.getByLabel('Show the info bar on phones and tablets')).toBeChecked();

  // A phone, without JavaScript: the bar's links and its hours panel work as plain HTML.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: false,
  });
  const visitor = await phone.newPage();
  await visitor.goto(`${origin}/`);
  const bar = visitor.getByRole('navigation', { name: 'Contact us' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+441947600000');
  await expect(bar.getByRole('link', { name: 'E-mail' })).toHaveAttribute(
    'href',
    'mailto:bread@tide.example',
  );
  await expect(bar.getByRole('link', { name: 'Directions' })).toHaveAttribute(
    'href',
    /destination=12%20Harbour%20Row%2C%20YO21%203PU%20Whitby$/,
  );
  // Sticky at the bottom of the screen while the page is at its top.
  const box = await bar.boundingBox();
  expect(box && Math.round(box.y + box.height)).toBe(844);
  await expect(bar.getByText('7:30 AM – 1:00 PM')).toBeHidden();
  await bar.getByText('Hours').click();
  await expect(bar.getByText('7:30 AM – 1:00 PM')).toBeVisible();
  const footer = visitor.locator('footer.site-footer');
  await expect(footer).toContainText('12 Harbour Row, YO21 3PU Whitby');
  await expect(footer.getByRole('link', { name: '+44 1947 600 000' })).toHaveAttribute(
    'href',
    'tel:+441947600000',
  );
  const jsonLd = JSON.parse(
    (await visitor.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  );
  expect(jsonLd).toMatchObject({
    '@type': 'LocalBusiness',
    telephone: '+44 1947 600 000',
    openingHoursSpecification: [{ dayOfWeek: ['Saturday'], opens: '07:30', closes: '13:00' }],
  });
  await phone.close();

  // A desktop: the same page, no bar; the footer still has the details.
  const desktop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const wide = await desktop.newPage();
  await wide.goto(`${origin}/`);
  await expect(wide.locator('footer.site-footer')).toContainText('bread@tide.example');
  await expect(wide.locator('[data-mobile-info-bar]')).toBeAttached();
  await expect(wide.getByRole('navigation', { name: 'Contact us' })).toBeHidden();
  await desktop.close();
  await owner.context().close();
});

/** The language picker lists languages by name, and the published page takes the one chosen. */
test('the owner picks the site’s language and time zone from lists', async ({ browser }) => {
  test.setTimeout(60_000);
  const { owner, origin } = await createOwnedSite(browser, 'Lindenhof Cafe');
  await owner.getByRole('navigation', { name: 'Owners' }).getByRole('link', { name: 'Settings' }).click();
  const language = owner.getByLabel('Language and region');
  await expect(language.locator('option[value="de-DE"]')).toHaveText(
    /^Deutsch \(Deutschland\) — German \(Germany\)/,
  );
  await language.selectOption('de-DE');
  await owner.getByLabel('Time zone').selectOption('Europe/Berlin');
  await owner.getByLabel('Currency').selectOption('EUR');
  await owner.getByRole('button', { name: 'Save settings' }).click();
  await expect(owner.getByText('Settings saved.')).toBeVisible();
  await owner.reload();
  await expect(owner.getByLabel('Language and region')).toHaveValue('de-DE');
  await expect(owner.getByLabel('Time zone')).toHaveValue('Europe/Berlin');
  const visitorContext = await browser.newContext();
  const page = await visitorContext.newPage();
  await page.goto(`${origin}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await visitorContext.close();
  await owner.context().close();
});

/** Settings → E-mail: the sender and reply-to round trip, and the delivery status beside them. */
test('the e-mail screen saves the sender and says whether mail is delivered', async ({ browser, page }) => {
  test.setTimeout(60_000);
  const { owner } = await createOwnedSite(browser, 'Quill Letters');
  await owner.getByRole('navigation', { name: 'Owners' }).getByRole('link', { name: 'Settings' }).click();
  await owner.getByRole('link', { name: 'E-mail: sender, reply-to and delivery' }).click();
  await expect(owner.getByRole('heading', { name: 'E-mail', level: 1 })).toBeVisible();
  // The e2e server has no SMTP_URL: even with nothing waiting, the owner is told.
  await expect(owner.getByRole('region', { name: 'Delivery' })).toContainText(
    /No mail server is set up\.|E-mail is not being delivered\./,
  );
  await owner.getByLabel('Reply-to address').fill('not an address');
  await owner.getByRole('button', { name: 'Save e-mail settings' }).click();
  await expect(owner.getByText('Enter a valid e-mail address')).toBeVisible();
  await owner.getByLabel('Sender name').fill('Quill & Co');
  await owner.getByLabel('Reply-to address').fill('letters@quill.example');
  await owner.getByRole('button', { name: 'Save e-mail settings' }).click();
  await expect(owner.getByText('E-mail settings saved.')).toBeVisible();
  await owner.reload();
  await expect(owner.getByLabel('Sender name')).toHaveValue('Quill & Co');
  await expect(owner.getByLabel('Reply-to address')).toHaveValue('letters@quill.example');
  await owner.context().close();

  // The demo's outbox holds mail it cannot send (read only: nothing of the demo is changed).
  await signInAsDemoOwner(page);
  await page.goto('/config/settings/email');
  const status = page.getByRole('region', { name: 'Delivery' });
  await expect(status).toContainText('E-mail is not being delivered.');
  await expect(status).toContainText(/\d+ messages? (is|are) waiting/);
});
