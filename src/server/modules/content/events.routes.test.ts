import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { block, createSite, layoutOf, OWNER_PASSWORD } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase, testEngines } from '../../testing/test-database';
import { websites } from '../websites/tables';

/** A fixed "now" so upcoming and past do not drift: 2026-11-20 12:00 UTC. */
const NOW = new Date('2026-11-20T12:00:00Z');

describe.each(testEngines)('events pages on %s', (engine) => {
  let database: Database;
  let t: TestApp;
  let owner: ReturnType<typeof visitor>;
  let neighbour: ReturnType<typeof visitor>;
  let eventsId: string;
  let concertId: string;
  const host = hostOf(`events-${engine}`);
  const otherHost = hostOf(`events-other-${engine}`);
  const anonymous = (onHost = host) => visitor(t.app, onHost);

  const event = (patch: Record<string, unknown> = {}) => ({
    title: 'Winter concert',
    status: 1,
    startsAt: '2026-12-05T19:30',
    endsAt: '2026-12-05T22:00',
    location: 'St. Mary’s Hall, Lisbon',
    description: '<p>Choir &amp; strings.</p><script>alert(1)</script><p onclick="x()">Doors at 7.</p>',
    ...patch,
  });

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    t = await buildTestApp({ database, clock: () => NOW });
    const site = await createSite(t.services, `events-${engine}`);
    const other = await createSite(t.services, `events-other-${engine}`);
    // Lisbon is UTC+0 in winter; New York (the neighbour) is UTC-5.
    await database.db
      .update(websites)
      .set({ timeZone: 'Europe/Lisbon' })
      .where(eq(websites.id, site.website.id));
    await database.db
      .update(websites)
      .set({ timeZone: 'America/New_York' })
      .where(eq(websites.id, other.website.id));
    owner = visitor(t.app, host);
    await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
    neighbour = visitor(t.app, otherHost);
    await neighbour.signIn(other.ownerEmail, OWNER_PASSWORD);
    const created = await owner.request('POST', '/api/rest/pages', {
      title: 'Concerts',
      urlId: 'concerts',
      type: 'events',
      navigation: '_hidden',
    });
    expect(created.statusCode, created.body).toBe(201);
    eventsId = created.json().page.id;
    expect((await owner.request('POST', '/api/rest/publish')).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  it('creates an event in the site’s time zone, stores UTC and sanitizes the description', async () => {
    const created = await owner.request('POST', `/api/rest/events/${eventsId}/items`, event());
    expect(created.statusCode, created.body).toBe(201);
    concertId = created.json().event.id;
    expect(created.json().event).toMatchObject({
      urlId: 'winter-concert',
      startsAt: '2026-12-05T19:30:00.000Z',
      startsAtLocal: '2026-12-05T19:30',
      statusLabel: 'Published',
    });
    const read = await owner.request('GET', `/api/rest/event-items/${concertId}`);
    expect(read.json()).toMatchObject({ location: 'St. Mary’s Hall, Lisbon', timeZone: 'Europe/Lisbon' });
    expect(read.json().description).toContain('Choir &amp; strings.');
    expect(read.json().description).not.toMatch(/script|onclick/);

    // Summer time: 19:30 in Lisbon is 18:30 UTC.
    const summer = await owner.request(
      'POST',
      `/api/rest/events/${eventsId}/items`,
      event({ title: 'Summer fair', startsAt: '2027-07-01T19:30', endsAt: '2027-07-01T21:00' }),
    );
    expect(summer.json().event.startsAt).toBe('2027-07-01T18:30:00.000Z');
  });

  it('answers the spec’s messages for bad events', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ title: '' }, 'title', 'Enter a title'],
      [{ startsAt: 'tomorrow' }, 'startsAt', 'Choose when the event starts'],
      [{ endsAt: '2026-12-05T18:00' }, 'endsAt', 'An event cannot end before it starts'],
      [
        { startsAt: '2026-02-30T10:00', endsAt: '2026-03-01T10:00' },
        'startsAt',
        'Choose when the event starts',
      ],
      [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl', 'Use an image on this site'],
    ];
    for (const [patch, field, message] of cases) {
      const response = await owner.request('POST', `/api/rest/events/${eventsId}/items`, event(patch));
      expect(response.statusCode, JSON.stringify(patch)).toBe(400);
      expect(JSON.stringify(response.json()), field).toContain(message);
    }
  });

  it('shows published events only: list, past, month and the event page in the site’s time zone', async () => {
    await owner.request(
      'POST',
      `/api/rest/events/${eventsId}/items`,
      event({ title: 'Secret rehearsal', status: 4 }),
    );
    await owner.request(
      'POST',
      `/api/rest/events/${eventsId}/items`,
      event({ title: 'Autumn recital', startsAt: '2026-10-02T20:00', endsAt: '2026-10-02T21:00' }),
    );
    const list = await anonymous().get('/concerts');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('Winter concert');
    expect(list.body).not.toContain('Secret rehearsal');
    expect(list.body).not.toContain('Autumn recital');
    expect(list.body.indexOf('Winter concert')).toBeLessThan(list.body.indexOf('Summer fair'));

    const past = await anonymous().get('/concerts?show=past');
    expect(past.body).toContain('Autumn recital');
    expect(past.body).not.toContain('Winter concert');

    const month = await anonymous().get('/concerts?view=month&month=2026-12');
    expect(month.body).toContain('December 2026');
    expect(month.body).toMatch(/data-date="2026-12-05"[^>]*>.*?Winter concert/s);
    expect(month.body).not.toContain('Secret rehearsal');
    // The current month (the clock's) by default.
    expect((await anonymous().get('/concerts?view=month')).body).toContain('November 2026');

    const page = await anonymous().get('/concerts/winter-concert');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Saturday, December 5, 2026');
    expect(page.body).toMatch(/7:30\s?–\s?10:00\s?PM/);
    expect(page.body).toContain('Europe/Lisbon');
    expect(page.body).toContain('href="/concerts/winter-concert.ics"');
    expect(page.body).not.toContain('alert(1)');
    expect((await anonymous().get('/concerts/secret-rehearsal')).statusCode).toBe(404);
  });

  it('serves an RFC 5545 .ics file of a published event, and none of a draft', async () => {
    const file = await anonymous().get('/concerts/winter-concert.ics');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(file.headers['content-disposition']).toBe('attachment; filename="winter-concert.ics"');
    expect(file.body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(file.body).toContain('DTSTART:20261205T193000Z\r\n');
    expect(file.body).toContain('DTEND:20261205T220000Z\r\n');
    expect(file.body).toContain('SUMMARY:Winter concert\r\n');
    expect(file.body).toContain('LOCATION:St. Mary’s Hall\\, Lisbon\r\n');
    expect(file.body).toContain('DESCRIPTION:Choir & strings.\\nDoors at 7.\r\n');
    expect(file.body).toContain(`UID:${concertId}@`);
    expect(file.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect((await anonymous().get('/concerts/secret-rehearsal.ics')).statusCode).toBe(404);
    expect((await anonymous().get('/concerts/nothing-here.ics')).statusCode).toBe(404);
  });

  it('never shows one site’s events to another: owners’ routes, pages, files and calendar blocks', async () => {
    expect((await neighbour.request('GET', `/api/rest/events/${eventsId}`)).statusCode).toBe(404);
    expect((await neighbour.request('GET', `/api/rest/event-items/${concertId}`)).statusCode).toBe(404);
    const edited = await neighbour.request(
      'PUT',
      `/api/rest/event-items/${concertId}`,
      event({ title: 'Hijacked' }),
    );
    expect(edited.statusCode).toBe(404);
    expect((await neighbour.request('DELETE', `/api/rest/event-items/${concertId}`)).statusCode).toBe(404);
    expect((await anonymous(otherHost).get('/concerts/winter-concert.ics')).statusCode).toBe(404);
    expect((await anonymous(otherHost).get('/concerts')).statusCode).toBe(404);

    // A calendar block naming the other site's events page shows nothing there.
    const page = await neighbour.request('POST', '/api/rest/pages', {
      title: 'Cal',
      urlId: 'cal',
      navigation: '_hidden',
    });
    const pageId = page.json().page.id;
    const saved = await neighbour.request('PUT', `/api/rest/pages/${pageId}/layout`, {
      layout: layoutOf(block('calendar', { collectionId: eventsId })),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await neighbour.request('POST', '/api/rest/publish')).statusCode).toBe(200);
    const shown = await anonymous(otherHost).get('/cal');
    expect(shown.statusCode).toBe(200);
    expect(shown.body).not.toContain('Winter concert');
    expect(shown.body).not.toContain('event-calendar');
  });

  it('shows this month of its own events page in a calendar block', async () => {
    const page = await owner.request('POST', '/api/rest/pages', {
      title: 'Home cal',
      urlId: 'home-cal',
      navigation: '_hidden',
    });
    const pageId = page.json().page.id;
    await owner.request(
      'POST',
      `/api/rest/events/${eventsId}/items`,
      event({ title: 'November jam', startsAt: '2026-11-27T21:00', endsAt: '2026-11-27T23:00' }),
    );
    await owner.request('PUT', `/api/rest/pages/${pageId}/layout`, {
      layout: layoutOf(block('calendar', { collectionId: eventsId })),
    });
    await owner.request('POST', '/api/rest/publish');
    const shown = await anonymous().get('/home-cal');
    expect(shown.body).toContain('November 2026');
    expect(shown.body).toMatch(/data-date="2026-11-27"[^>]*>.*?November jam/s);
    expect(shown.body).toContain('href="/concerts?view=month&amp;month=2026-12"');
  });
});
