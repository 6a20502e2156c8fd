import { expect, test, type Page } from '@playwright/test';
import { collectScriptRequests, signInAsDemoOwner } from './helpers';

/**
 * The demo contact form (one field of every kind, ALTCHA captcha) and the newsletter block,
 * filled in as a visitor would, then read back as the owner through the owners' API and CSV,
 * and in the owners' app's submissions view.
 */
const contactForm = (page: Page) => page.getByRole('form', { name: 'Contact us' });

/** A GET from the signed-in owner's browser, as the owners' app will make it. */
async function ownerGet(page: Page, path: string) {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { accept: 'application/json, text/csv' } });
    return {
      status: response.status,
      type: response.headers.get('content-type') ?? '',
      text: await response.text(),
    };
  }, path);
}

test('the contact form shows each mistake above its field, then accepts good input and the owner sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const scripts = collectScriptRequests(page);
  await page.goto('/contact?utm_source=e2e-campaign');
  const form = contactForm(page);
  await expect(form).toBeVisible();
  const formId = await form.getAttribute('data-form-id');
  expect(formId).toMatch(/^[0-9a-f]{24}$/);
  // Only this page's feature is loaded: the forms bundle (the captcha widget comes with it on demand).
  await expect.poll(() => scripts.some((url) => /\/runtime\/forms\.[A-Z0-9]+\.js$/.test(url))).toBe(true);

  // Bad input: the browser's own checks are off; ours speak.
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Message').fill('x'.repeat(501));
  await expect(form.getByText('501 / 500')).toBeVisible();
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(
    form.getByText('Your form has encountered a problem. Please scroll down to review.'),
  ).toBeVisible();
  await expect(form.getByText('scroll up to review')).toBeVisible();
  await expect(
    form.getByText('Email is not valid. Email addresses should follow the format user@domain.com.'),
  ).toBeVisible();
  await expect(form.getByText('Name is required.')).toBeVisible();
  await expect(form.getByText('Topic is required.')).toBeVisible();
  await expect(form.getByText('You have exceeded the character limit.')).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  // Good input, every field kind.
  const name = form.getByRole('group', { name: 'Name' });
  await name.getByLabel('First Name').fill('Ada');
  await name.getByLabel('Last Name').fill('Lovelace');
  await form.getByLabel('Email').fill('ada@example.com');
  const phone = form.getByRole('group', { name: 'Phone' });
  await phone.getByLabel('Area code').fill('503');
  await phone.getByLabel('Prefix').fill('555');
  await phone.getByLabel('Line').fill('0142');
  await form.getByLabel('Topic').selectOption('Wholesale');
  const date = form.getByRole('group', { name: 'Preferred date' });
  await date.getByLabel('MM').fill('4');
  await date.getByLabel('DD').fill('18');
  await date.getByLabel('YYYY').fill('2027');
  const time = form.getByRole('group', { name: 'Preferred time' });
  await time.getByLabel('Hour').fill('10');
  await time.getByLabel('Minute').fill('30');
  await time.getByLabel('AM/PM').selectOption('AM');
  await form.getByLabel('Party size').fill('4');
  await form.getByLabel('Budget for a tasting').fill('45.50');
  const address = form.getByRole('group', { name: 'Delivery address' });
  await address.getByLabel('Address 1').fill('214 Alder Street');
  await address.getByLabel('City').fill('Portland');
  await address.getByLabel('State').fill('OR');
  await address.getByLabel('Zip Code').fill('97205');
  await address.getByLabel('Country').fill('United States');
  await form.getByLabel('Your café’s website').fill('alder-cafe.example');
  await form.getByRole('group', { name: 'Favourite roast' }).getByLabel('Medium').check();
  const brew = form.getByRole('group', { name: 'How do you brew?' });
  await brew.getByLabel('Espresso').check();
  await brew.getByLabel('Cold brew').check();
  await form.getByRole('group', { name: 'The coffee is fresh' }).getByLabel('Strongly Agree').check();
  await form
    .getByRole('group', { name: 'The staff are friendly' })
    .getByLabel('Agree', { exact: true })
    .check();
  await form.getByLabel('Message').fill('Do you deliver on Wednesdays?');
  await form.getByLabel('Company').fill('Alder Café');
  // A slow network (one second on the way out) so the submitting state can be seen.
  await page.route('**/api/form/SaveFormSubmission*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await form.getByRole('button', { name: 'Send message' }).click();
  // Submitting: the form is locked and says so while the captcha and the server work.
  await expect(form.getByRole('button', { name: 'Submitting…' })).toBeDisabled();
  await expect(form.getByLabel('Email')).toBeDisabled();

  // The captcha solves itself on submit; then the success message replaces the form.
  await expect(page.getByText('We will get back to you within a day.')).toBeVisible({ timeout: 60_000 });
  await expect(form).toBeHidden();
  await expect(page.getByText('Name is required.')).toBeHidden();

  // The owner sees it through the owners' API and in the CSV.
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  await signInAsDemoOwner(ownerPage);
  const list = await ownerGet(ownerPage, `/api/rest/forms/${formId}/submissions?query=lovelace`);
  expect(list.status).toBe(200);
  const { rows, total } = JSON.parse(list.text) as {
    rows: Array<{ values: Record<string, unknown>; display: Record<string, string> }>;
    total: number;
  };
  expect(total).toBe(1);
  expect(rows[0]?.values).toMatchObject({
    name: ['Ada', 'Lovelace'],
    email: 'ada@example.com',
    phone: ['', '503', '555', '0142'],
    topic: 'Wholesale',
    'visit-date': ['4', '18', '2027'],
    'visit-time': ['10', '30', '', 'AM'],
    brew: ['Espresso', 'Cold brew'],
    opinion: { 'The coffee is fresh': '2', 'The staff are friendly': '1' },
    source: 'e2e-campaign',
  });
  expect(rows[0]?.display.opinion).toBe('The coffee is fresh: Strongly Agree; The staff are friendly: Agree');
  const csv = await ownerGet(ownerPage, `/api/rest/forms/${formId}/submissions.csv`);
  expect(csv.type).toContain('text/csv');
  const text = csv.text;
  expect(text).toContain('Ada Lovelace,ada@example.com,503 555 0142,Wholesale');
  expect(text).toContain('Do you deliver on Wednesdays?');
  // The same submission in the owners' app.
  await ownerPage.goto(`/config/forms/${formId}/submissions?query=lovelace`);
  const submission = ownerPage
    .getByRole('table', { name: 'Contact us submissions' })
    .getByRole('row')
    .filter({ hasText: 'Ada Lovelace' });
  await expect(submission).toContainText('ada@example.com');
  await expect(submission).toContainText(
    'The coffee is fresh: Strongly Agree; The staff are friendly: Agree',
  );
  await expect(ownerPage.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    `/api/rest/forms/${formId}/submissions.csv`,
  );
  await owner.close();
});

test('the newsletter block signs a visitor up for double opt-in', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const events: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/events/RecordEvent')) events.push(request.postData() ?? '');
  });
  await page.goto('/contact');
  // With consent, the sign-up counts as a conversion in the owners' analytics.
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();
  const block = page.getByRole('region', { name: 'Roast notes' });
  await block.getByLabel('Email Address').fill('bad@');
  await block.getByRole('button', { name: 'Sign Up' }).click();
  await expect(
    block.getByText('Email is not valid. Email addresses should follow the format user@domain.com.'),
  ).toBeVisible();
  // Newsletter forms show only the notice above.
  await expect(block.getByText('scroll up to review')).toBeHidden();
  await block.getByLabel('Email Address').fill('reader@example.com');
  await block.getByRole('button', { name: 'Sign Up' }).click();
  await expect(block.getByText('Check your inbox to confirm your subscription.')).toBeVisible({
    timeout: 60_000,
  });
  const newsletterId = await block.locator('form[data-form-id]').getAttribute('data-form-id');
  await expect
    .poll(() => events.map((body) => new URLSearchParams(body).get('data')))
    .toContain(JSON.stringify({ eventName: 'newsletterSignup', payload: { formId: newsletterId } }));

  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  await signInAsDemoOwner(ownerPage);
  const subscribers = JSON.parse(
    (await ownerGet(ownerPage, '/api/rest/newsletter/subscribers?query=reader')).text,
  );
  expect(subscribers.rows[0]).toMatchObject({ email: 'reader@example.com', status: 'pending' });
  const outbox = JSON.parse((await ownerGet(ownerPage, '/api/rest/mail/outbox?query=reader')).text);
  expect(outbox.rows[0]).toMatchObject({ to: 'reader@example.com', purpose: 'newsletter-confirmation' });
  // And in the owners' app: the pending subscriber and the confirmation e-mail waiting to go.
  await ownerPage.goto('/config/forms/subscribers?query=reader');
  await expect(
    ownerPage
      .getByRole('table', { name: 'Subscribers' })
      .getByRole('row')
      .filter({ hasText: 'reader@example.com' }),
  ).toContainText('Awaiting confirmation');
  await ownerPage
    .getByRole('navigation', { name: 'Forms sections' })
    .getByRole('link', { name: 'Sent e-mail' })
    .click();
  await expect(
    ownerPage
      .getByRole('table', { name: 'E-mail' })
      .getByRole('row')
      .filter({ hasText: 'reader@example.com' }),
  ).toContainText('Newsletter confirmation');
  await owner.close();
});

test('without JavaScript the form still posts and the page answers with the errors', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/contact');
  const form = contactForm(page);
  await expect(form.getByText('Turn JavaScript on to send it.')).toBeVisible();
  const name = form.getByRole('group', { name: 'Name' });
  await name.getByLabel('First Name').fill('Ada');
  await name.getByLabel('Last Name').fill('Lovelace');
  await form.getByLabel('Email').fill('ada@example');
  await form.getByLabel('Topic').selectOption('Beans & orders');
  await form.getByLabel('Message').fill('Hello without scripts');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(/\/forms\/[0-9a-f]{24}\/submit$/);
  await expect(
    page.getByText('Email is not valid. Email addresses should follow the format user@domain.com.'),
  ).toBeVisible();
  await expect(
    page.getByText('Your form has encountered a problem. Please scroll down to review.'),
  ).toBeVisible();
  // What was typed is still there.
  await expect(contactForm(page).getByLabel('Message')).toHaveValue('Hello without scripts');
  await context.close();
});
