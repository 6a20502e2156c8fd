import { expect, test } from '@playwright/test';
import { startStripeStandIn, type StripeStandIn } from '../src/server/testing/stripe-stand-in';
import { DEMO_ORIGIN, E2E_STRIPE_PORT } from './env';
import { signInAsDemoOwner } from './helpers';

/**
 * The owner sets up Stripe in the app: tries keys against Stripe (here the local stand-in the
 * server reaches through STRIPE_API_URL), copies the webhook address, saves the keys. The shop
 * keeps the test provider: other specs buy from the demo at the same time.
 */
let stripe: StripeStandIn;
test.beforeAll(async () => {
  stripe = await startStripeStandIn({ port: E2E_STRIPE_PORT });
});
test.afterAll(async () => {
  await stripe.close();
});

test('the owner tests Stripe keys, sees the webhook address and saves the keys, shown masked', async ({
  page,
}) => {
  await signInAsDemoOwner(page);
  await page.getByRole('navigation', { name: 'Owners' }).getByRole('link', { name: 'Store' }).click();
  await page.getByRole('navigation', { name: 'Store' }).getByRole('link', { name: 'Payments' }).click();
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Payments' });
  await expect(form.getByRole('radio', { name: /^Test payments/ })).toBeChecked();
  await expect(form.getByLabel('Webhook address')).toHaveValue(`${DEMO_ORIGIN}/api/commerce/webhooks/stripe`);

  // A publishable key by mistake: Stripe refuses it, and the owner is told what to copy instead.
  await form.getByLabel('Secret key').fill('pk_test_51Mistaken');
  await form.getByRole('button', { name: 'Test connection' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Not connected: Stripe refused this key. Copy the secret key (it starts with sk_) from your Stripe dashboard.',
  );
  await form.getByLabel('Secret key').fill('sk_test_51Correctkey');
  await form.getByRole('button', { name: 'Test connection' }).click();
  await expect(form.getByText('Connected to Stripe in test mode: only test cards work.')).toBeVisible();

  // Stripe cannot be chosen without the webhook's signing secret (paid orders would never be marked paid).
  await form.getByRole('radio', { name: /^Stripe: real cards/ }).check();
  await form.getByRole('button', { name: 'Save payment settings' }).click();
  await expect(form.getByText('Enter the Stripe secret key and webhook signing secret first')).toBeVisible();

  await form.getByRole('radio', { name: /^Test payments/ }).check();
  await form.getByLabel('Webhook signing secret').fill('whsec_e2esecret');
  await form.getByRole('button', { name: 'Save payment settings' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'Payment settings saved.' })).toBeVisible();

  await page.reload();
  await expect(form.getByLabel('Secret key')).toHaveValue(/^•+tkey$/);
  await expect(form.getByLabel('Webhook signing secret')).toHaveValue(/^•+cret$/);
  // Testing again without typing uses the saved key.
  await form.getByRole('button', { name: 'Test connection' }).click();
  await expect(form.getByText('Connected to Stripe in test mode: only test cards work.')).toBeVisible();
  expect(stripe.requests.at(-1)?.headers.authorization).toBe('Bearer sk_test_51Correctkey');
});
