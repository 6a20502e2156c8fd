import { expect, test, type Page } from '@playwright/test';
import { ownerCall } from './site-owner';
import { ownerWithSite, serverWithInbox } from './mail-server';

/**
 * Issue 20's gift cards end to end: a shopper buys a $50 gift card from its product page for a
 * friend, the friend reads the code in the e-mail the server sends (this spec runs a server of
 * its own whose SMTP_URL points at an inbox the test reads), and spends it across two orders: the
 * first wholly paid by the card (no payment page), the second partly, the rest paid by card.
 */
const stamp = Date.now();
const ownerEmail = `gift-owner-${stamp}@example.com`;
const friendEmail = `gift-friend-${stamp}@example.com`;
const siteId = `gift-cards-${stamp}`;
const CODE = /\b[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}\b/;

const mail = serverWithInbox();

/** An e-book in the cart, the gift card applied on the checkout page, and on to payment. */
async function checkoutWithCard(shopper: Page, site: string, code: string, toPay: string) {
  await shopper.goto(`${site}/shop/e-book`);
  await shopper.getByRole('button', { name: 'Add to cart' }).click();
  // The mini cart opens once the item is in the cart.
  await shopper.getByRole('button', { name: 'Continue shopping' }).click();
  await shopper.goto(`${site}/checkout`);
  await shopper.getByLabel('Gift card code').fill(code.toLowerCase().replace(/-/g, ' '));
  await shopper.getByRole('button', { name: 'Apply gift card' }).click();
  await expect(shopper.locator('[data-gift-card-to-pay]')).toHaveText(toPay);
  await shopper.getByLabel('Email').fill(`shopper-${stamp}@example.com`);
  await shopper.getByRole('button', { name: 'Continue to payment' }).click();
}

test('a gift card is bought, received by e-mail and spent across two orders', async ({ browser }) => {
  test.setTimeout(240_000);
  const site = mail.site(siteId);
  const owner = await (await browser.newContext()).newPage();
  await ownerWithSite(owner, mail, { name: 'Gia Giftcards', email: ownerEmail, siteId });
  const call = ownerCall(owner);
  await call('POST', '/api/commerce/products', {
    title: 'Gift Card',
    urlId: 'gift-card',
    productType: 4,
    status: 'published',
    images: [],
    optionNames: ['Amount'],
    variants: [
      { sku: 'GIFT25', priceCents: 2500, qtyInStock: 0, unlimited: true, optionValues: ['$25'] },
      { sku: 'GIFT50', priceCents: 5000, qtyInStock: 0, unlimited: true, optionValues: ['$50'] },
    ],
  });
  await call('POST', '/api/commerce/products', {
    title: 'E-book',
    urlId: 'e-book',
    productType: 2,
    status: 'published',
    images: [],
    variants: [{ priceCents: 3000, qtyInStock: 0, unlimited: true }],
  });

  // The buyer: from the product page to the gift card form, then the test provider's pay page.
  const buyer = await (await browser.newContext()).newPage();
  await buyer.goto(`${site}/shop/gift-card`);
  await buyer.getByRole('link', { name: 'Buy gift card' }).click();
  await expect(buyer).toHaveURL(/\/checkout\/giftcard\?/);
  await buyer.getByLabel('$50.00').check();
  await buyer.getByLabel('Recipient’s name').fill('Frida');
  await buyer.getByLabel('Recipient’s email').fill(friendEmail);
  await buyer.getByLabel('Message (optional)').fill('Enjoy some reading!');
  await buyer.getByLabel('Your name').fill('Bea Buyer');
  await buyer.getByLabel('Your email').fill(`buyer-${stamp}@example.com`);
  await buyer.getByRole('button', { name: 'Buy gift card' }).click();
  await buyer.getByLabel(/4242 4242 4242 4242/).check();
  await buyer.getByRole('button', { name: 'Pay $50.00' }).click();
  await expect(buyer.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');

  // The friend's e-mail, sent by the job runner (no send date: at once).
  const code = await mail.linkIn(friendEmail, CODE, 'the gift card e-mail with its code');
  const giftMail = mail.mails().find((candidate) => candidate.to === friendEmail)!;
  expect(giftMail.subject).toContain('Bea Buyer sent you a gift card');
  expect(giftMail.body).toContain('Enjoy some reading!');

  // Order one: $30, wholly paid by the card: straight to the confirmation, no payment page.
  const friend = await (await browser.newContext()).newPage();
  await checkoutWithCard(friend, site, code, '$0.00');
  await expect(friend).toHaveURL(/\/commerce\/orders\//);
  await expect(friend.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');

  // Order two: the card's last $20, the other $10 by card on the pay page.
  await checkoutWithCard(friend, site, code, '$10.00');
  await friend.getByLabel(/4242 4242 4242 4242/).check();
  await friend.getByRole('button', { name: 'Pay $10.00' }).click();
  await expect(friend.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');

  // The balance page says it is spent.
  await friend.goto(`${site}/commerce/gift-cards/balance`);
  await friend.getByLabel('Gift card code').fill(code);
  await friend.getByRole('button', { name: 'Check balance' }).click();
  await expect(friend.getByRole('status')).toHaveText('This card has $0.00 left.');

  // The owner sees it under Store → Gift cards, spent, with its history.
  await owner.goto(`${site}/config/store/gift-cards`);
  await expect(owner.getByRole('heading', { name: 'Gift cards', level: 1 })).toBeVisible();
  const row = owner.getByRole('row', { name: new RegExp(`ends ${code.slice(-4)}`) });
  await expect(row).toContainText('$50.00');
  await expect(row).toContainText('$0.00');
  await row.getByRole('button', { name: 'History' }).click();
  await expect(owner.getByRole('region', { name: /History of the card/ })).toContainText('Spent $30.00');
});
