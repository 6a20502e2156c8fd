import { expect, test } from '@playwright/test';
import { signInAsDemoOwner } from './helpers';

/**
 * The e2e server has no SMTP_URL, and the demo's seed already wrote mail (its contact form's
 * notify address is asked to confirm): the owner is told on every screen that e-mail is not
 * being delivered, and can read what waits. (With a mail server the warning goes away once mail
 * leaves: src/server/modules/mail/delivery-health.routes.test.ts, with a real SMTP server.)
 */
test('without a mail server, every owners’ screen says e-mail is not being delivered', async ({ page }) => {
  await signInAsDemoOwner(page);
  const warning = page.getByRole('complementary', { name: 'E-mail delivery' });
  await expect(warning).toContainText('E-mail is not being delivered.');
  await expect(warning).toContainText(/\d+ messages? (is|are) waiting/);
  await page.getByRole('navigation', { name: 'Owners' }).getByRole('link', { name: 'Store' }).click();
  await expect(warning).toBeVisible();
  await warning.getByRole('link', { name: 'See Sent e-mail' }).click();
  await expect(page).toHaveURL(/\/config\/forms\/outbox$/);
  await expect(page.getByRole('table')).toContainText('Waiting to send');
});
