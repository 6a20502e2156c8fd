import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createSite, OWNER_PASSWORD } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import { mailOutbox, type MailOutboxRow } from '../mail/tables';
import { smtpTransport } from '../mail/transport';
import { checkoutBody, createShop } from './store-fixtures';

const form = { headers: { 'content-type': 'application/x-www-form-urlencoded' } };

/**
 * The order's mails, each written in the transaction of the change that causes it: the
 * confirmation (with name, address and method) and the owner's notice when paid, the shipping
 * mail with its tracking link, one mail per refund, the cancellation. Repeating a request that
 * changes nothing mails nothing.
 */
describe('order lifecycle mails', () => {
  let database: Database;
  let t: TestApp;

  beforeAll(async () => {
    database = await openTestDatabase();
    t = await buildTestApp({ database, mailTransport: null });
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  async function paidOrder(identifier: string) {
    const site = await createSite(t.services, identifier);
    const host = hostOf(identifier);
    const shop = await createShop(t.services, site.website.id);
    const buyer = visitor(t.app, host);
    await buyer.request('POST', '/api/commerce/cart/items', {
      variantId: shop.beans.variants[0]!.id,
      quantity: 2,
    });
    const { orderId, orderNumber, paymentUrl } = (
      await buyer.request('POST', '/api/commerce/checkout', checkoutBody('mae@example.com'))
    ).json();
    const owner = visitor(t.app, host);
    await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
    const pay = () => buyer.request('POST', paymentUrl, 'card=success', form);
    return { site, host, owner, orderId: orderId as string, orderNumber: orderNumber as number, pay };
  }

  const mailsOf = (websiteId: string, purpose?: string): Promise<MailOutboxRow[]> =>
    database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.websiteId, websiteId), purpose ? eq(mailOutbox.purpose, purpose) : undefined))
      .orderBy(mailOutbox.createdAt);

  it('confirms a paid order with name, address and method, tells the owner, and mails each later change once', async () => {
    const { site, host, owner, orderId, orderNumber, pay } = await paidOrder('lifecycle');
    const websiteId = site.website.id;
    await pay();
    await pay(); // the shopper presses Pay again: applied once, mailed once

    const [confirmation, ...moreConfirmations] = await mailsOf(websiteId, 'order-confirmation');
    expect(moreConfirmations).toEqual([]);
    for (const part of [confirmation!.text, confirmation!.html!]) {
      expect(part).toContain('Ada Lovelace');
      expect(part).toContain('1 Market St');
      expect(part).toContain('San Francisco, CA 94105');
      expect(part).toContain('United States');
      expect(part).toContain('Standard');
      expect(part).toContain('$36.00');
      // Links go to the site's primary domain (its platform subdomain here), never a request's host.
      expect(part).toContain(`http://${host}/commerce/orders/`);
    }
    expect(confirmation!.replyTo).toBe(site.ownerEmail);
    expect(confirmation!.fromName).toBe(site.website.title);

    const [notice, ...moreNotices] = await mailsOf(websiteId, 'new-order-notice');
    expect(moreNotices).toEqual([]);
    expect(notice).toMatchObject({ to: site.ownerEmail, replyTo: 'mae@example.com' });
    expect(notice!.subject).toBe(`New order #${orderNumber}: $43.97 from Ada Lovelace`);
    expect(notice!.text).toContain(`/config/store/orders/${orderId}`);

    // Fulfil with a known carrier: the tracking number links to its tracking page.
    const fulfil = (body: unknown) => owner.request('POST', `/api/commerce/orders/${orderId}/fulfil`, body);
    const fulfilled = await fulfil({ carrier: 'UPS', trackingNumber: '1Z 999 AA1 0123456784' });
    expect(fulfilled.statusCode).toBe(200);
    expect(fulfilled.json().order).toMatchObject({
      status: 'fulfilled',
      carrier: 'UPS',
      trackingNumber: '1Z 999 AA1 0123456784',
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    });
    expect((await fulfil({ carrier: 'UPS', trackingNumber: '1Z 999 AA1 0123456784' })).statusCode).toBe(409);
    const [shipped, ...moreShipped] = await mailsOf(websiteId, 'order-fulfilled');
    expect(moreShipped).toEqual([]);
    expect(shipped!.subject).toBe(`Your Site lifecycle order #${orderNumber} is on its way`);
    expect(shipped!.html).toContain('href="https://www.ups.com/track?tracknum=1Z999AA10123456784"');
    expect(shipped!.text).toContain(
      '1Z 999 AA1 0123456784 https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
    expect(shipped!.text).toContain('1 Market St');

    // A partial refund, then the rest: one mail each, with the amount and its currency.
    const refund = (body: unknown) => owner.request('POST', `/api/commerce/orders/${orderId}/refund`, body);
    expect((await refund({ amountCents: 1000 })).statusCode).toBe(200);
    expect((await refund({})).statusCode).toBe(200);
    // Retried: nothing is left to refund, so nothing is refunded or mailed again.
    expect((await refund({})).statusCode).toBe(409);
    const refunds = await mailsOf(websiteId, 'order-refunded');
    expect(refunds.map((mail) => mail.subject)).toEqual([
      `Partial refund for your Site lifecycle order #${orderNumber}`,
      `Refund for your Site lifecycle order #${orderNumber}`,
    ]);
    expect(refunds[0]!.text).toContain('we refunded $10.00 for order');
    expect(refunds[1]!.text).toContain('we refunded $33.97 for order');

    const listed = (await owner.get(`/api/commerce/orders/${orderId}`)).json().emails;
    expect(listed.map((mail: { kind: string }) => mail.kind)).toEqual([
      'confirmation',
      'fulfilled',
      'refunded',
      'refunded',
    ]);
  });

  it('refunds and mails a retried partial refund once when it carries the same Idempotency-Key', async () => {
    const { site, owner, orderId, pay } = await paidOrder('refundretry');
    await pay();
    const refund = (key: string, amountCents: number) =>
      owner.request(
        'POST',
        `/api/commerce/orders/${orderId}/refund`,
        { amountCents },
        { headers: { 'idempotency-key': key } },
      );
    const first = await refund('refund-1', 1000);
    expect(first.statusCode).toBe(200);
    // The answer was lost and the app sends the same request again: the first answer, nothing more.
    const retried = await refund('refund-1', 1000);
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.json()).toEqual(first.json());
    // The same key for another amount is refused, refunding nothing.
    expect((await refund('refund-1', 500)).statusCode).toBe(422);
    // A new key is a new refund.
    expect((await refund('refund-2', 1000)).statusCode).toBe(200);
    const detail = (await owner.get(`/api/commerce/orders/${orderId}`)).json();
    expect(detail.order.refundedCents).toBe(2000);
    expect(detail.payment.refundedCents).toBe(2000);
    expect(await mailsOf(site.website.id, 'order-refunded')).toHaveLength(2);
  });

  it('mails the shopper once when the owner cancels a paid order, saying what was refunded', async () => {
    const { site, owner, orderId, pay } = await paidOrder('cancelmail');
    await pay();
    expect((await owner.request('POST', `/api/commerce/orders/${orderId}/cancel`)).statusCode).toBe(200);
    expect((await owner.request('POST', `/api/commerce/orders/${orderId}/cancel`)).statusCode).toBe(409);
    const [cancelled, ...more] = await mailsOf(site.website.id, 'order-cancelled');
    expect(more).toEqual([]);
    expect(cancelled!.text).toContain('We refunded $43.97 to your original payment method.');
    // The refund that came with it is told in the cancellation, not in a mail of its own.
    expect(await mailsOf(site.website.id, 'order-refunded')).toEqual([]);
  });

  it('tells a shopper whose unpaid order the owner cancels that nothing was charged; an abandoned checkout mails nothing', async () => {
    const { site, owner, orderId } = await paidOrder('cancelunpaid');
    expect((await owner.request('POST', `/api/commerce/orders/${orderId}/cancel`)).statusCode).toBe(200);
    const [cancelled] = await mailsOf(site.website.id, 'order-cancelled');
    expect(cancelled!.text).toContain('You were not charged for it.');
    expect(await mailsOf(site.website.id, 'order-confirmation')).toEqual([]);
  });

  it('shows an unknown carrier’s number as text, and refuses tracking numbers that are not one', async () => {
    const { site, owner, orderId, pay } = await paidOrder('trackplain');
    await pay();
    const fulfil = (body: unknown) => owner.request('POST', `/api/commerce/orders/${orderId}/fulfil`, body);
    for (const trackingNumber of ['<a href="https://evil.example">x</a>', 'A'.repeat(41)]) {
      const refused = await fulfil({ carrier: 'Local Courier', trackingNumber });
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().errors)).toEqual(['trackingNumber']);
    }
    // NUL is refused by the text rule before anything else looks at it.
    const nul = await fulfil({ carrier: 'Local Courier', trackingNumber: 'AB\u0000C' });
    expect(nul.json().code).toBe('invalidText');
    expect((await fulfil({ carrier: 'x'.repeat(61) })).statusCode).toBe(400);
    expect((await fulfil({ carrier: 'Local Courier', trackingNumber: 'LC-42' })).statusCode).toBe(200);
    const [shipped] = await mailsOf(site.website.id, 'order-fulfilled');
    expect(shipped!.text).toContain('Tracking number (Local Courier)\nLC-42');
    expect(shipped!.html).not.toContain('Track your parcel');
  });

  it('leaves the owner alone when “Notify me of new orders” is off, and links to the mapped custom domain', async () => {
    const { site, owner, pay } = await paidOrder('quietshop');
    const settings = (await owner.get('/api/commerce/settings')).json().settings;
    expect(settings.notifyNewOrders).toBe(true);
    const saved = await owner.request('PUT', '/api/commerce/settings', {
      ...settings,
      notifyNewOrders: false,
    });
    expect(saved.json().settings.notifyNewOrders).toBe(false);
    await t.services.websites.addCustomDomain(site.website.id, 'shop.quiet.example');
    await pay();
    expect(await mailsOf(site.website.id, 'new-order-notice')).toEqual([]);
    const [confirmation] = await mailsOf(site.website.id, 'order-confirmation');
    expect(confirmation!.text).toContain('http://shop.quiet.example/commerce/orders/');
  });
});

describe('order mail through a real SMTP server', () => {
  let database: Database;
  let t: TestApp;
  let server: SMTPServer;
  const received: { mailFrom: string; raw: string }[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push({
            mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as { port: number }).port;
    database = await openTestDatabase();
    t = await buildTestApp({
      database,
      config: { mailFrom: 'Sitebuilder <mail@platform.example>' },
      mailTransport: smtpTransport(`smtp://127.0.0.1:${port}`),
    });
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await t.app.close();
    await database.close();
  });

  it('arrives with a text and an HTML part, from the site’s sender name at the platform’s address', async () => {
    const site = await createSite(t.services, 'smtpshop');
    const host = hostOf('smtpshop');
    const owner = visitor(t.app, host);
    await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
    const current = (await owner.get('/api/rest/site-settings')).json();
    const saved = await owner.request('PUT', '/api/rest/site-settings', {
      ...current,
      mail: { senderName: 'Harbour "Coffee" Roasters', replyTo: 'hello@harbour.example' },
    });
    expect(saved.statusCode).toBe(200);
    const shop = await createShop(t.services, site.website.id);
    const buyer = visitor(t.app, host);
    await buyer.request('POST', '/api/commerce/cart/items', {
      variantId: shop.beans.variants[0]!.id,
      quantity: 1,
    });
    const { paymentUrl } = (
      await buyer.request('POST', '/api/commerce/checkout', checkoutBody('mae@example.com'))
    ).json();
    await buyer.request('POST', paymentUrl, 'card=success', form);
    await t.services.outbox.deliverDue();

    const mail = received.find((message) => /^To: mae@example\.com/im.test(message.raw));
    expect(mail).toBeDefined();
    expect(mail!.mailFrom).toBe('mail@platform.example');
    expect(mail!.raw).toMatch(/^From: "Harbour \\"Coffee\\" Roasters" <mail@platform\.example>/im);
    expect(mail!.raw).toMatch(/^Reply-To: hello@harbour\.example/im);
    expect(mail!.raw).toMatch(/^Content-Type: multipart\/alternative;/im);
    expect(mail!.raw).toMatch(/^Content-Type: text\/plain; charset=utf-8/im);
    expect(mail!.raw).toMatch(/^Content-Type: text\/html; charset=utf-8/im);
  });
});
