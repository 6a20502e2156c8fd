import { expect, test } from '@playwright/test';
import { signInAsDemoOwner } from './helpers';

/**
 * The owner turns on a form's auto-reply and adds a colleague's address to its notifications:
 * the colleague's address waits for confirmation (with "Send again", limited to once every 10
 * minutes) while the owner's own address receives mail at once; the confirmation mail is in the
 * site's sent e-mail.
 */
test('an owner sets a form’s auto-reply and sees which notification addresses wait for confirmation', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const formName = `Auto-reply ${stamp}`;
  const colleague = `colleague-${stamp}@example.com`;
  await signInAsDemoOwner(page);
  await page.getByRole('navigation', { name: 'Owners' }).getByRole('link', { name: 'Forms' }).click();
  const newForm = page.getByRole('form', { name: 'New form' });
  await newForm.getByLabel('Form name').fill(formName);
  await newForm.getByRole('button', { name: 'Create form' }).click();
  await expect(page.getByRole('heading', { name: formName, level: 1 })).toBeVisible();
  const builder = page.getByRole('form', { name: 'Form builder' });

  await builder.getByLabel('Spam protection').selectOption('none');
  await builder.getByLabel('Notification e-mail addresses').fill(`owner@example.com\n${colleague}`);
  const addresses = builder.getByRole('list', { name: 'Notification addresses' });
  await expect(addresses.getByRole('listitem').filter({ hasText: 'owner@example.com' })).toContainText(
    'Your address',
  );
  await expect(addresses.getByRole('listitem').filter({ hasText: colleague })).toContainText(
    'Gets a confirmation e-mail when you save',
  );

  // The auto-reply needs its text; the server's message shows at the field.
  await builder.getByLabel('Send an automatic reply to the visitor').check();
  await builder.getByRole('button', { name: 'Save form' }).click();
  await expect(builder.getByLabel('Auto-reply text')).toHaveAccessibleDescription(
    /Enter the text of the auto-reply/,
  );
  await builder.getByLabel('Auto-reply subject').fill('Thanks for writing');
  await builder.getByLabel('Auto-reply text').fill('We read every message.\nTalk soon!');
  await builder.getByRole('button', { name: 'Save form' }).click();
  await expect(page.getByText('Saved. Pages showing this form use it now.')).toBeVisible();

  const colleagueRow = addresses.getByRole('listitem').filter({ hasText: colleague });
  await expect(colleagueRow).toContainText('Waiting for confirmation');
  await colleagueRow.getByRole('button', { name: 'Send again' }).click();
  await expect(colleagueRow.getByRole('status')).toHaveText(
    /A confirmation was sent less than 10 minutes ago/,
  );

  // Kept as saved.
  await page.reload();
  await expect(builder.getByLabel('Send an automatic reply to the visitor')).toBeChecked();
  await expect(builder.getByLabel('Auto-reply text')).toHaveValue('We read every message.\nTalk soon!');
  await expect(
    builder
      .getByRole('list', { name: 'Notification addresses' })
      .getByRole('listitem')
      .filter({ hasText: colleague }),
  ).toContainText('Waiting for confirmation');

  // The confirmation mail waits in the site's sent e-mail (no SMTP in tests).
  await page.goto(page.url().replace(/\/forms\/.*$/, '/forms/outbox'));
  await expect(
    page.getByRole('table', { name: 'E-mail' }).getByRole('row').filter({ hasText: colleague }),
  ).toContainText('Address confirmation');
});
