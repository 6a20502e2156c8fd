import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colourThemes } from '../../../shared/design/tokens';
import type { Database } from '../../db/client';
import { createSite, OWNER_PASSWORD } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import { websites } from '../websites/tables';
import { eq } from 'drizzle-orm';

/** The owners' e-mail previews and the site's sender settings, through HTTP. */
describe('mail previews and sender settings', () => {
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

  it('renders every template with sample data in the site’s logo and published colours, for its editors only', async () => {
    const site = await createSite(t.services, 'previews');
    const host = hostOf('previews');
    expect((await visitor(t.app, host).get('/api/rest/mail/previews')).statusCode).toBe(401);
    const owner = visitor(t.app, host);
    await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
    await database.db
      .update(websites)
      .set({
        header: { ...site.website.header, logoUrl: '/assets/static/logo.png' },
        design: { ...(site.website.design ?? {}), palette: colourThemes.forest.palette } as never,
      })
      .where(eq(websites.id, site.website.id));

    const list = (await owner.get('/api/rest/mail/previews')).json().templates;
    expect(list.map((template: { name: string }) => template.name)).toEqual([
      'order-confirmation',
      'order-fulfilled',
      'order-refunded',
      'order-cancelled',
      'new-order-notice',
      'donation-receipt',
      'gift-card',
      'subscription-notice',
      'form-notification',
      'form-auto-reply',
      'notify-address-verification',
      'newsletter-confirmation',
      'password-reset',
      'sign-up-confirmation',
      'sign-up-already-registered',
      'member-account',
    ]);
    for (const { name } of list) {
      const preview = await owner.get(`/api/rest/mail/previews/${name}`);
      expect(preview.statusCode).toBe(200);
      const body = preview.json();
      expect(body.subject).not.toBe('');
      expect(body.text).not.toContain('<');
      // The logo as an absolute address on the site's own host (PUBLIC_PROTOCOL + host), and its colours.
      expect(body.html).toContain(`src="http://${host}/assets/static/logo.png"`);
      expect(body.html).toContain(colourThemes.forest.palette.accent);
    }
    expect((await owner.get('/api/rest/mail/previews/no-such-mail')).statusCode).toBe(404);
    expect((await owner.get('/api/rest/mail/previews/%3Cscript%3E')).statusCode).toBe(400);
    // A request's forwarded host never reaches a mail.
    const forwarded = await owner.request('GET', '/api/rest/mail/previews/order-confirmation', undefined, {
      headers: { 'x-forwarded-host': 'evil.example' },
    });
    expect(forwarded.json().html).not.toContain('evil.example');
  });

  it('keeps a sender name and reply-to per site, refusing line breaks and bad addresses', async () => {
    const site = await createSite(t.services, 'sender');
    const owner = visitor(t.app, hostOf('sender'));
    await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
    const current = (await owner.get('/api/rest/site-settings')).json();
    expect(current.mail).toEqual({ senderName: '', replyTo: '' });
    const put = (mail: unknown) => owner.request('PUT', '/api/rest/site-settings', { ...current, mail });

    const injected = await put({ senderName: 'Shop\r\nBcc: victim@example.com', replyTo: '' });
    expect(injected.statusCode).toBe(400);
    expect(Object.keys(injected.json().errors)).toEqual(['mail.senderName']);
    const badAddress = await put({ senderName: 'Shop', replyTo: 'not an address' });
    expect(Object.keys(badAddress.json().errors)).toEqual(['mail.replyTo']);

    const saved = await put({ senderName: '  Harbour Coffee  ', replyTo: 'hello@harbour.example' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().mail).toEqual({ senderName: 'Harbour Coffee', replyTo: 'hello@harbour.example' });
    // Saving other settings without `mail` keeps it.
    const { mail: _mail, ...withoutMail } = current;
    void _mail;
    await owner.request('PUT', '/api/rest/site-settings', withoutMail);
    const context = await t.services.siteMail.contextOf(site.website.id);
    expect(context).toMatchObject({ fromName: 'Harbour Coffee', replyTo: 'hello@harbour.example' });
  });
});
