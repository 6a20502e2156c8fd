import { readFileSync } from 'node:fs';
import { expect, test, type Request } from '@playwright/test';
import { signInAsDemoOwner } from './helpers';

/**
 * The demo owner builds a form in the owners' app, places it on a new (unlinked) page with the
 * page editor, publishes; a visitor who accepted cookies sends it (the conversion is recorded);
 * the owner finds it in the submissions view, in the downloaded CSV and in the sent e-mail.
 */
test('an owner builds a form, puts it on a page, and reads what a visitor sent', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const formName = `Tasting sign-up ${stamp}`;
  const pageTitle = `Tasting ${stamp}`;
  await signInAsDemoOwner(page);

  // Create the form: it starts with Name, Email Address and Message.
  await page.getByRole('navigation', { name: 'Owners' }).getByRole('link', { name: 'Forms' }).click();
  const newForm = page.getByRole('form', { name: 'New form' });
  await newForm.getByLabel('Form name').fill(formName);
  await newForm.getByRole('button', { name: 'Create form' }).click();
  await expect(page.getByRole('heading', { name: formName, level: 1 })).toBeVisible();
  const builder = page.getByRole('form', { name: 'Form builder' });
  const fields = builder.getByRole('list', { name: 'Fields' });
  await expect(fields.getByRole('listitem')).toHaveCount(3);

  // A dropdown with options; an empty option is refused by the server, at that option.
  await builder.getByLabel('Field type').selectOption({ label: 'Dropdown (select)' });
  await builder.getByRole('button', { name: 'Add field' }).click();
  const dropdown = builder.getByRole('group', { name: 'Dropdown (select) field settings' });
  await dropdown.getByLabel('Label').fill('Roast');
  await dropdown.getByRole('textbox', { name: 'Option 1', exact: true }).fill('Light');
  await dropdown.getByRole('textbox', { name: 'Option 2', exact: true }).fill('');
  await dropdown.getByLabel('Required').check();
  // Checkboxes, a section with underline, a textarea limit.
  await builder.getByLabel('Field type').selectOption({ label: 'Checkboxes' });
  await builder.getByRole('button', { name: 'Add field' }).click();
  const checkboxes = builder.getByRole('group', { name: 'Checkboxes field settings' });
  await checkboxes.getByLabel('Label').fill('Brew methods');
  await checkboxes.getByRole('textbox', { name: 'Option 1', exact: true }).fill('Espresso');
  await checkboxes.getByRole('textbox', { name: 'Option 2', exact: true }).fill('Pour-over');
  await checkboxes.getByRole('button', { name: 'Add option' }).click();
  await checkboxes.getByRole('textbox', { name: 'Option 3', exact: true }).fill('French press');
  await fields.getByRole('button', { name: /^Message/ }).click();
  await builder
    .getByRole('group', { name: 'Paragraph (textarea) field settings' })
    .getByLabel('Maximum length (characters)')
    .fill('200');
  // Settings: no captcha for this quick form, a notification, our own success message.
  await builder.getByLabel('Spam protection').selectOption('none');
  await builder.getByLabel('Notification e-mail addresses').fill('owner@example.com');
  await builder.getByLabel('Success message (HTML)').fill('<p>See you at the tasting!</p>');

  await builder.getByRole('button', { name: 'Save form' }).click();
  await expect(
    page.getByText('Not saved: fix the highlighted field. Your changes are kept here.'),
  ).toBeVisible();
  await expect(fields.getByRole('listitem').filter({ hasText: 'Roast' })).toContainText('Needs attention');
  await fields.getByRole('button', { name: /^Roast/ }).click();
  await expect(dropdown.getByText('Options cannot be empty')).toBeVisible();
  await expect(dropdown.getByRole('textbox', { name: 'Option 2', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  // Nothing typed was lost; fix the one problem and save.
  await expect(dropdown.getByRole('textbox', { name: 'Option 1', exact: true })).toHaveValue('Light');
  await dropdown.getByRole('textbox', { name: 'Option 2', exact: true }).fill('Dark');
  await fields.getByRole('button', { name: /^Brew methods/ }).click();
  await expect(checkboxes.getByRole('textbox', { name: 'Option 3', exact: true })).toHaveValue(
    'French press',
  );
  // New fields go after the selected one (Name, Roast, Brew methods, …); Roast moves down one.
  await fields.getByRole('button', { name: 'Move Roast down' }).click();
  await expect(fields.getByRole('listitem').nth(2)).toContainText('Roast');
  await builder.getByRole('button', { name: 'Save form' }).click();
  await expect(page.getByText('Saved. Pages showing this form use it now.')).toBeVisible();
  const formId = page.url().split('/').pop() ?? '';
  expect(formId).toMatch(/^[0-9a-f]{24}$/);

  // A new page, kept out of the main navigation, with a Form block choosing this form.
  await page.getByRole('navigation', { name: 'Owners' }).getByRole('link', { name: 'Pages' }).click();
  await page.getByLabel('New page title').fill(pageTitle);
  await page.getByLabel('Show in').selectOption({ label: 'Not linked (hidden)' });
  await page.getByRole('button', { name: 'Add page' }).click();
  await expect(page.getByRole('heading', { name: pageTitle, level: 1 })).toBeVisible();
  await page.getByLabel('Block type').selectOption({ label: 'Form' });
  await page.getByRole('button', { name: 'Add block' }).click();
  const settings = page.getByRole('form', { name: 'Form block settings' });
  await settings.getByLabel('Form', { exact: true }).selectOption({ label: formName });
  await expect(page.getByText('All changes saved as draft')).toBeVisible({ timeout: 10_000 });
  // The editor's preview shows the real form, not "not configured".
  const preview = page.frameLocator('iframe');
  await expect(preview.getByRole('button', { name: 'Submit' })).toBeVisible({ timeout: 10_000 });
  await expect(preview.getByLabel('Roast')).toBeVisible();
  await page.getByRole('link', { name: '← Pages' }).click();
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: pageTitle })
      .getByRole('button', { name: 'Show in navigation' }),
  ).toBeVisible();
  const urlId = (
    (await page
      .getByRole('listitem')
      .filter({ hasText: pageTitle })
      .locator('.page-row__url')
      .textContent()) ?? ''
  ).replace(/^\//, '');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Published$/ })).toBeVisible({ timeout: 15_000 });

  // A visitor accepts cookies, then sends the form; the conversion goes to analytics.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const tracked: Request[] = [];
  visitor.on('request', (request) => {
    if (/\/api\/(census\/form-render|events\/RecordEvent)/.test(request.url())) tracked.push(request);
  });
  await visitor.goto(`/${urlId}`);
  await visitor
    .getByRole('region', { name: 'Cookie consent' })
    .getByRole('button', { name: 'Accept' })
    .click();
  await visitor.reload();
  const form = visitor.locator(`form[data-form-id="${formId}"]`);
  await expect(form).toBeVisible();
  await expect
    .poll(() =>
      tracked.some(
        (request) => request.url().includes('form-render') && (request.postData() ?? '').includes(formId),
      ),
    )
    .toBe(true);
  const name = form.getByRole('group', { name: 'Name' });
  await name.getByLabel('First Name').fill('Grace');
  await name.getByLabel('Last Name').fill('Hopper');
  await form.getByLabel('Email Address').fill('grace@example.com');
  await form.getByLabel('Roast').selectOption('Dark');
  await form.getByRole('group', { name: 'Brew methods' }).getByLabel('French press').check();
  await form.getByLabel('Message').fill('Two seats please.');
  await expect(form.getByText('17 / 200')).toBeVisible();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(visitor.getByText('See you at the tasting!')).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => tracked.find((request) => request.url().includes('RecordEvent'))?.postData() ?? '')
    .toContain('formSubmission');
  const event = new URLSearchParams(
    tracked.find((request) => request.url().includes('RecordEvent'))?.postData() ?? '',
  );
  expect(JSON.parse(event.get('data') ?? '{}')).toEqual({ eventName: 'formSubmission', payload: { formId } });
  await visitorContext.close();

  // The owner sees it in the submissions view, finds it by search, and downloads the CSV.
  await page.getByRole('navigation', { name: 'Owners' }).getByRole('link', { name: 'Forms' }).click();
  await page
    .getByRole('list', { name: 'Forms' })
    .getByRole('listitem')
    .filter({ hasText: formName })
    .getByRole('link', { name: '1 submission' })
    .click();
  const table = page.getByRole('table', { name: `${formName} submissions` });
  await expect(table.getByRole('columnheader', { name: 'Roast' })).toBeVisible();
  const submission = table.getByRole('row').filter({ hasText: 'Grace Hopper' });
  await expect(submission).toContainText('grace@example.com');
  await expect(submission).toContainText('Dark');
  await expect(submission).toContainText('French press');
  await expect(submission).toContainText(`/${urlId}`);
  await page.getByLabel('Search submissions').fill('nobody-like-this');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No submissions match “nobody-like-this”.')).toBeVisible();
  await page.getByLabel('Search submissions').fill('HOPPER');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(table.getByRole('row').filter({ hasText: 'Grace Hopper' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('Page 1 of 1 · 1 submission');

  // On a phone the table stays inside the screen (scrolling in its own box when it is wider); the page never scrolls sideways.
  await page.setViewportSize({ width: 375, height: 740 });
  const box = page.getByRole('region', { name: `${formName} submissions` });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const boxEdges = await box.boundingBox();
  expect((boxEdges?.x ?? -1) >= 0 && (boxEdges?.x ?? 0) + (boxEdges?.width ?? 999) <= 375).toBe(true);
  await expect(submission.getByRole('cell').first()).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 720 });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  const csv = readFileSync((await download.path()) ?? '', 'utf8').replace(/^\uFEFF/, '');
  const [header, line] = csv.trim().split(/\r?\n/);
  expect(header).toBe('Submitted,Name,Brew methods,Roast,Email Address,Message,Page');
  expect(line).toContain(`Grace Hopper,French press,Dark,grace@example.com,Two seats please.,/${urlId}`);

  // The notification waits in the site's sent e-mail (no SMTP in tests).
  await page.getByRole('link', { name: '← Forms' }).click();
  await page
    .getByRole('navigation', { name: 'Forms sections' })
    .getByRole('link', { name: 'Sent e-mail' })
    .click();
  await expect(
    page
      .getByRole('table', { name: 'E-mail' })
      .getByRole('row')
      .filter({ hasText: `New submission: ${formName}` }),
  ).toContainText('owner@example.com');
});
