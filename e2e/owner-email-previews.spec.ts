import { expect, test } from '@playwright/test';
import { SITE_TITLE, signInAsDemoOwner } from './helpers';

const TEMPLATES = [
  { label: 'Order confirmation', subject: /order #1042 is confirmed/, text: 'Ada Lovelace' },
  { label: 'Order shipped', subject: /order #1042 is on its way/, text: 'AB123456789GB' },
  { label: 'Order refunded', subject: /Partial refund for your .* order #1042/, text: '$18.50' },
  {
    label: 'Order cancelled',
    subject: /order #1042 was cancelled/,
    text: '$51.30 to your original payment method',
  },
  {
    label: 'New order (to you)',
    subject: /^New order #1042: \$51\.30 from Ada Lovelace$/,
    text: 'Open the order',
  },
  {
    label: 'Donation receipt',
    subject: /^Thank you for your gift to /,
    text: 'no goods or services were provided',
  },
  {
    label: 'Gift card (to the recipient)',
    subject: /sent you a gift card for /,
    text: 'Happy birthday!',
  },
  {
    label: 'Subscription notices',
    subject: /^Your .* subscription payment failed$/,
    text: 'Your card was declined.',
  },
  {
    label: 'Form notification',
    subject: /^New submission: Contact from Grace Hopper$/,
    text: 'Do you roast decaf?',
  },
  {
    label: 'Form auto-reply (to the visitor)',
    subject: /^Thanks for writing to /,
    text: 'We answer within two working days.',
  },
  {
    label: 'Notification address check',
    subject: /^Confirm that you want form e-mails from /,
    text: 'Confirm address',
  },
  {
    label: 'Newsletter confirmation',
    subject: /^Confirm your subscription to /,
    text: 'Confirm subscription',
  },
  {
    label: 'Password reset (owners)',
    subject: /^Reset your Sitebuilder password$/,
    text: 'Choose a new password',
  },
  {
    label: 'Sign-up confirmation (owners)',
    subject: /^Confirm your Sitebuilder account$/,
    text: 'Confirm my address',
  },
  {
    label: 'Sign-up with a registered address (owners)',
    subject: /^You already have a Sitebuilder account$/,
    text: 'Nothing has changed.',
  },
  {
    label: 'Member account (sign-up, password reset)',
    subject: /^Confirm your account on /,
    text: 'Confirm it to start using your account',
  },
];

/**
 * The owner opens the e-mail previews from Settings and sees every template with sample data,
 * the HTML part in a sandboxed frame in the site's brand and the text part beside it.
 */
test('the owner previews each e-mail the site sends, HTML and text', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsDemoOwner(page);
  await page.getByRole('navigation', { name: 'Owners' }).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'Preview your site’s e-mails' }).click();
  await expect(page.getByRole('heading', { name: 'E-mails', level: 1 })).toBeVisible();

  const list = page.getByRole('navigation', { name: 'E-mail templates' });
  await expect(list.getByRole('button')).toHaveCount(TEMPLATES.length);
  for (const template of TEMPLATES) {
    await list.getByRole('button', { name: template.label, exact: true }).click();
    const preview = page.getByRole('article', { name: `${template.label} preview` });
    await expect(preview.locator('[data-email-subject]')).toHaveText(template.subject);

    // The HTML part: sandboxed (no script, no navigation), rendered in the site's brand.
    const frame = preview.locator('iframe');
    await expect(frame).toHaveAttribute('sandbox', '');
    const body = page.frameLocator(`iframe[title="${template.label}, HTML part"]`).locator('body');
    await expect(body).toContainText(template.text);
    if (!template.label.endsWith('(owners)')) await expect(body).toContainText(SITE_TITLE);

    // The text part, in its own tab.
    await preview.getByRole('tab', { name: 'Plain text' }).click();
    await expect(preview.locator('[data-email-text]')).toContainText(template.text);
    await preview.getByRole('tab', { name: 'HTML' }).click();
  }
});
