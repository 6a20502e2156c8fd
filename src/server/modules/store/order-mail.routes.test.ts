import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createSite, OWNER_PASSWORD } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import type { MailMessage, MailTransport } from '../mail/outbox';
import { checkoutBody, createShop } from './store-fixtures';

/**
 * Order confirmations are ordinary mail of the platform outbox: the mail module's sender
 * delivers them (here through nodemailer's JSON transport), and the owner's order detail
 * shows when the confirmation went out.
 */
describe('order confirmation e-mail through the mail outbox', () => {
  let database: Database;
  let t: TestApp;
  const delivered: MailMessage[] = [];
  const json = nodemailer.createTransport({ jsonTransport: true });
  const transport: MailTransport = {
    async sendMail(message) {
      const sent = await json.sendMail(message);
      delivered.push(message);
      return sent;
    },
  };
  const host = hostOf('mailshop');

  beforeAll(async () => {
    database = await openTestDatabase();
    t = await buildTestApp({ database, mailTransport: transport });
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  it('is queued when the order is paid, delivered by the mail sender, and shown as sent to the owner', async () => {
    const site = await createSite(t.services, 'mailshop');
    const shop = await createShop(t.services, site.website.id);
    const buyer = visitor(t.app, host);
    await buyer.request('POST', '/api/commerce/cart/items', {
      variantId: shop.beans.variants[0]!.id,
      quantity: 1,
    });
    const { orderId, orderNumber, paymentUrl } = (
      await buyer.request('POST', '/api/commerce/checkout', checkoutBody('mae@example.com'))
    ).json();

    const owner = visitor(t.app, host);
    await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
    // Not paid yet: no confirmation exists.
    expect((await owner.get(`/api/commerce/orders/${orderId}`)).json().emails).toEqual([]);
    expect(await t.services.outbox.deliverDue()).toEqual({ sent: 0, failed: 0 });

    const paid = await buyer.request('POST', paymentUrl, 'card=success', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const confirmationPage = new URL(String(paid.headers.location)).pathname;
    expect(confirmationPage).toMatch(/^\/commerce\/orders\//);
    // While the mail waits in the outbox the shopper is told it is coming, never that it was sent.
    const waiting = (await buyer.get(confirmationPage)).body;
    expect(waiting).toContain('We’ll e-mail a confirmation to mae@example.com.');
    expect(waiting).not.toContain('has been sent');
    const queued = (await owner.get(`/api/commerce/orders/${orderId}`)).json().emails;
    expect(queued).toEqual([
      expect.objectContaining({
        kind: 'confirmation',
        to: 'mae@example.com',
        status: 'queued',
        sentAt: null,
      }),
    ]);
    // The owners' mail list (mail module) holds it too.
    const outbox = (await owner.get('/api/rest/mail/outbox')).json();
    expect(
      outbox.rows.filter((row: { purpose: string }) => row.purpose === 'order-confirmation'),
    ).toHaveLength(1);

    // The confirmation, and the owner's new-order notice ("Notify me of new orders" is on by default).
    expect(await t.services.outbox.deliverDue()).toEqual({ sent: 2, failed: 0 });
    expect(delivered).toHaveLength(2);
    delivered.sort((a, b) => (a.to === 'mae@example.com' ? -1 : b.to === 'mae@example.com' ? 1 : 0));
    expect(delivered[1]).toMatchObject({ to: site.ownerEmail, replyTo: 'mae@example.com' });
    expect(delivered[1]!.subject).toMatch(new RegExp(`^New order #${orderNumber}: `));
    expect(delivered[0]).toMatchObject({
      to: 'mae@example.com',
      subject: `Your Site mailshop order #${orderNumber} is confirmed`,
    });
    expect(delivered[0]!.text).toContain(`order #${orderNumber}`);
    const sent = (await owner.get(`/api/commerce/orders/${orderId}`)).json().emails;
    expect(sent).toEqual([expect.objectContaining({ status: 'sent', sentAt: expect.any(String) })]);
    expect((await buyer.get(confirmationPage)).body).toContain(
      'A confirmation has been sent to mae@example.com.',
    );

    // Paying again (a repeated provider callback) queues nothing more.
    await buyer.request('POST', paymentUrl, 'card=success', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await t.services.outbox.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(delivered).toHaveLength(2);
  });
});
