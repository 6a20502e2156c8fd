import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { addContributor, ContributorRole, createSite, OWNER_PASSWORD } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';

/** Settings → Business (and the footer, info bar and JSON-LD it feeds), Settings → E-mail, locale and time zone. */
let database: Database;
let t: TestApp;
let site: Awaited<ReturnType<typeof createSite>>;
let other: Awaited<ReturnType<typeof createSite>>;
const host = hostOf('biz-info');
const BUSINESS = '/api/rest/site-settings/business';
const MAIL = '/api/rest/site-settings/mail';

const closed = { open: false, opens: '09:00', closes: '17:00' };
const business = {
  name: 'Harbour Coffee',
  address: {
    street: '1 Quay Street',
    locality: 'Portsmouth',
    region: '',
    postalCode: 'PO1 2AB',
    country: 'United Kingdom',
  },
  phone: '+44 23 9200 0000',
  email: 'hello@harbour.example',
  hours: {
    monday: { open: true, opens: '08:00', closes: '17:30' },
    tuesday: { open: true, opens: '08:00', closes: '17:30' },
    wednesday: closed,
    thursday: closed,
    friday: { open: true, opens: '18:00', closes: '02:00' },
    saturday: closed,
    sunday: closed,
  },
};

/** Signed-in sessions by host and e-mail, signed in once: the sign-in limiter counts every sign-in. */
const sessions = new Map<string, Promise<ReturnType<typeof visitor>>>();
function owner(hostName = host, email = site.ownerEmail) {
  const key = `${hostName} ${email}`;
  if (!sessions.has(key))
    sessions.set(
      key,
      (async () => {
        const session = visitor(t.app, hostName);
        await session.signIn(email, OWNER_PASSWORD);
        return session;
      })(),
    );
  return sessions.get(key)!;
}

const home = async () => (await visitor(t.app, host).get('/')).body;
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
const pageContextOf = (html: string) =>
  JSON.parse(/<script id="page-context" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!) as {
    mobileInfoBar: { enabled: boolean };
  };

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database });
  site = await createSite(t.services, 'biz-info');
  other = await createSite(t.services, 'biz-other');
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

describe('business info', () => {
  it('asks anonymous callers to sign in and refuses roles that may not edit', async () => {
    expect((await visitor(t.app, host).get(BUSINESS)).statusCode).toBe(401);
    await addContributor(t.services, site.website.id, ContributorRole.viewer, 'biz-viewer');
    const viewer = await owner(host, 'biz-viewer@example.com');
    const refused = await viewer.request('PUT', BUSINESS, { business, mobileInfoBar: { enabled: true } });
    expect(refused.statusCode).toBe(403);
  });

  it('starts empty: no contact block, no info bar, a plain Organization', async () => {
    const session = await owner();
    const answer = (await session.get(BUSINESS)).json();
    expect(answer.mobileInfoBar).toEqual({ enabled: false });
    expect(answer.business).toMatchObject({ name: '', phone: '', email: '', hours: { monday: closed } });
    const html = await home();
    expect(html).not.toContain('business-info');
    expect(html).not.toContain('data-mobile-info-bar');
    expect(jsonLdOf(html)[0]).toMatchObject({ '@type': 'Organization', name: 'Site biz-info' });
  });

  it('refuses bad input with a clear message per field, never a 500, and keeps what was saved', async () => {
    const session = await owner();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ phone: 'call me maybe' }, 'business.phone', 'Enter a phone number like +1 555 010 0199'],
      [{ phone: '+1' }, 'business.phone', 'Enter a phone number like +1 555 010 0199'],
      [{ phone: '1'.repeat(40) }, 'business.phone', 'Phone numbers must be 32 characters or fewer'],
      [{ email: 'not-an-address' }, 'business.email', 'Enter a valid e-mail address'],
      [{ name: 'x'.repeat(121) }, 'business.name', 'Business names must be 120 characters or fewer'],
      [
        { address: { ...business.address, street: 'a'.repeat(10_000_000) } },
        'business.address.street',
        'Street addresses must be 200 characters or fewer',
      ],
      [
        { address: { ...business.address, locality: 'Line\nbreak' } },
        'business.address.locality',
        'Use one line without control characters',
      ],
      [
        { hours: { ...business.hours, monday: { open: true, opens: '25:00', closes: '17:00' } } },
        'business.hours.monday.opens',
        'Use a time like 09:00',
      ],
      [
        { hours: { ...business.hours, monday: { open: true, opens: '09:00', closes: '09:00' } } },
        'business.hours.monday.closes',
        'Opening and closing times must differ',
      ],
    ];
    for (const [patch, field, message] of cases) {
      const response = await session.request('PUT', BUSINESS, {
        business: { ...business, ...patch },
        mobileInfoBar: { enabled: true },
      });
      expect(response.statusCode, field).toBe(response.statusCode === 413 ? 413 : 400);
      if (response.statusCode === 400) expect(response.json().errors?.[field], field).toBe(message);
    }
    const nul = await session.request('PUT', BUSINESS, {
      business: { ...business, name: 'Harbour\u0000Coffee' },
      mobileInfoBar: { enabled: true },
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({
      code: 'invalidText',
      error: expect.stringContaining('(such as NUL)'),
    });
    expect((await session.get(BUSINESS)).json().business.name).toBe('');
  });

  it('saves, and the footer, the info bar and the JSON-LD show it; another site stays untouched', async () => {
    const session = await owner();
    const saved = await session.request('PUT', BUSINESS, { business, mobileInfoBar: { enabled: true } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ business, mobileInfoBar: { enabled: true } });

    const html = await home();
    const footer = /<footer class="site-footer">.*?<\/footer>/s.exec(html)![0];
    expect(footer).toContain('1 Quay Street, PO1 2AB Portsmouth, United Kingdom');
    expect(footer).toContain('href="tel:+442392000000"');
    expect(footer).toContain('href="mailto:hello@harbour.example"');
    expect(footer).toMatch(/<dt>Monday<\/dt><dd>8:00\s?AM – 5:30\s?PM<\/dd>/);
    expect(footer).toMatch(/<dt>Wednesday<\/dt><dd>Closed<\/dd>/);

    const bar = /<nav class="mobile-info-bar"[^>]*>.*?<\/nav>/s.exec(html)![0];
    expect(bar).toContain('>Call</a>');
    expect(bar).toContain('>E-mail</a>');
    expect(bar).toContain(
      'href="https://www.google.com/maps/dir/?api=1&amp;destination=1%20Quay%20Street%2C%20PO1%202AB%20Portsmouth%2C%20United%20Kingdom"',
    );
    expect(bar).toContain('<summary class="mobile-info-bar__action">Hours</summary>');
    expect(pageContextOf(html).mobileInfoBar).toEqual({ enabled: true });

    const [organisation] = jsonLdOf(html);
    expect(organisation).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Harbour Coffee',
      url: 'http://biz-info.localhost:3000/',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 Quay Street',
        addressLocality: 'Portsmouth',
        postalCode: 'PO1 2AB',
        addressCountry: 'United Kingdom',
      },
      telephone: '+44 23 9200 0000',
      email: 'hello@harbour.example',
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday'],
          opens: '08:00',
          closes: '17:30',
        },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday'], opens: '18:00', closes: '02:00' },
      ],
    });

    const otherOwner = await owner(hostOf('biz-other'), other.ownerEmail);
    expect((await otherOwner.get(BUSINESS)).json().business.phone).toBe('');
    const otherHtml = (await visitor(t.app, hostOf('biz-other')).get('/')).body;
    expect(otherHtml).not.toContain('Harbour Coffee');
    expect(otherHtml).not.toContain('data-mobile-info-bar');
  });

  it('shows the info bar only when the owner turns it on', async () => {
    const session = await owner();
    await session.request('PUT', BUSINESS, { business, mobileInfoBar: { enabled: false } });
    const html = await home();
    expect(html).toContain('business-info');
    expect(html).not.toContain('data-mobile-info-bar');
    expect(pageContextOf(html).mobileInfoBar).toEqual({ enabled: false });
    await session.request('PUT', BUSINESS, { business, mobileInfoBar: { enabled: true } });
  });

  it('survives a save of the other settings, and the settings save does not undo it', async () => {
    const session = await owner();
    const { mail: _mail, ...settings } = (await session.get('/api/rest/site-settings')).json();
    void _mail;
    expect((await session.request('PUT', '/api/rest/site-settings', settings)).statusCode).toBe(200);
    expect((await session.get(BUSINESS)).json().business.phone).toBe(business.phone);
  });
});

describe('e-mail settings', () => {
  it('saves the sender name and reply-to that the site’s mail uses, with clear messages for bad input', async () => {
    const session = await owner();
    expect((await session.get(MAIL)).json()).toEqual({ senderName: '', replyTo: '' });
    const injected = await session.request('PUT', MAIL, {
      senderName: 'Shop\r\nBcc: x@example.com',
      replyTo: '',
    });
    expect(injected.statusCode).toBe(400);
    expect(injected.json().errors).toEqual({
      senderName: 'The sender name cannot contain line breaks or control characters',
    });
    const bad = await session.request('PUT', MAIL, { senderName: 'Shop', replyTo: 'nope' });
    expect(bad.json().errors).toEqual({ replyTo: 'Enter a valid e-mail address' });
    const long = await session.request('PUT', MAIL, { senderName: 'S'.repeat(81), replyTo: '' });
    expect(long.json().errors).toEqual({ senderName: 'Sender names must be 80 characters or fewer' });

    const saved = await session.request('PUT', MAIL, {
      senderName: ' Harbour Coffee ',
      replyTo: 'hi@harbour.example',
    });
    expect(saved.json()).toEqual({ senderName: 'Harbour Coffee', replyTo: 'hi@harbour.example' });
    expect(await t.services.siteMail.contextOf(site.website.id)).toMatchObject({
      fromName: 'Harbour Coffee',
      replyTo: 'hi@harbour.example',
    });
    expect((await t.services.siteMail.contextOf(other.website.id)).fromName).toBe('Site biz-other');
    // The business info saved before is still there: each screen merges only its own part.
    expect((await session.get(BUSINESS)).json().business.phone).toBe(business.phone);
  });
});

describe('locale, time zone and currency', () => {
  it('takes only listed values, with a clear message', async () => {
    const session = await owner();
    const current = (await session.get('/api/rest/site-settings')).json();
    const put = (patch: Record<string, unknown>) =>
      session.request('PUT', '/api/rest/site-settings', { ...current, ...patch });
    const refusals: Array<[Record<string, unknown>, string, string]> = [
      [{ locale: 'english' }, 'locale', 'Choose one of the listed languages'],
      [{ locale: 'xx-XX' }, 'locale', 'Choose one of the listed languages'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone', 'Choose a time zone from the list'],
      [{ timeZone: 'europe/berlin' }, 'timeZone', 'Choose a time zone from the list'],
      [{ timeZone: 'Europe/Berlin\u200b' }, 'timeZone', 'Choose a time zone from the list'],
      [{ timeZone: 'x'.repeat(100) }, 'timeZone', 'Choose a time zone from the list'],
      [{ currency: 'XBT' }, 'currency', 'Choose one of the supported currencies'],
    ];
    for (const [patch, field, message] of refusals) {
      const response = await put(patch);
      expect(response.statusCode, JSON.stringify(patch)).toBe(400);
      expect(response.json().errors[field], JSON.stringify(patch)).toBe(message);
    }
    for (const timeZone of ['UTC', 'Europe/Kyiv', 'America/Argentina/Buenos_Aires']) {
      const response = await put({ timeZone, locale: 'de-DE', currency: 'EUR' });
      expect(response.statusCode, timeZone).toBe(200);
      expect(response.json()).toMatchObject({ timeZone, locale: 'de-DE', currency: 'EUR' });
    }
    const html = await home();
    expect(html).toContain('<html lang="de-DE"');
    expect(html).toMatch(/<dt>Montag<\/dt><dd>8:00 – 17:30<\/dd>/);
    const otherOwner = await owner(hostOf('biz-other'), other.ownerEmail);
    expect((await otherOwner.get('/api/rest/site-settings')).json()).toMatchObject({ locale: 'en-US' });
  });
});

describe('screens saved at once', () => {
  it('never undo each other: general, business, e-mail, behaviour and popup each keep their last save', async () => {
    const session = await owner();
    const general = (await session.get('/api/rest/site-settings')).json();
    const { mail: _generalMail, ...generalBody } = general;
    void _generalMail;
    const behaviour = (await session.get('/api/rest/site-behaviour')).json();
    const popup = (await session.get('/api/rest/popup-overlay')).json();
    for (let round = 1; round <= 6; round += 1) {
      const answers = await Promise.all([
        session.request('PUT', '/api/rest/site-settings', {
          ...generalBody,
          announcementBar: { ...general.announcementBar, text: `Round ${round}` },
        }),
        session.request('PUT', BUSINESS, {
          business: { ...business, phone: `+44 23 9200 000${round}` },
          mobileInfoBar: { enabled: true },
        }),
        session.request('PUT', MAIL, { senderName: `Sender ${round}`, replyTo: '' }),
        session.request('PUT', '/api/rest/site-behaviour', {
          ...behaviour,
          pinterestOverlay: { enabled: round % 2 === 0 },
        }),
        session.request('PUT', '/api/rest/popup-overlay', { ...popup, version: round }),
      ]);
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      expect((await session.get('/api/rest/site-settings')).json().announcementBar.text).toBe(
        `Round ${round}`,
      );
      expect((await session.get(BUSINESS)).json().business.phone).toBe(`+44 23 9200 000${round}`);
      expect((await session.get(MAIL)).json().senderName).toBe(`Sender ${round}`);
      expect((await session.get('/api/rest/site-behaviour')).json().pinterestOverlay.enabled).toBe(
        round % 2 === 0,
      );
      expect((await session.get('/api/rest/popup-overlay')).json().version).toBe(round);
    }
  });
});
