import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { addContributor, ContributorRole, createSite, OWNER_PASSWORD } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';

/** A DNS stand-in: TXT answers by name; anything else is "not found", as node:dns says. */
const txt = new Map<string, string[][]>();
const dnsResolver = {
  lookups: [] as string[],
  async resolveTxt(name: string) {
    this.lookups.push(name);
    const answer = txt.get(name);
    if (!answer) throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
    return answer;
  },
};

let database: Database;
let t: TestApp;
let owner: ReturnType<typeof visitor>;
let neighbour: ReturnType<typeof visitor>;
const host = hostOf('domain-owner');
const neighbourHost = hostOf('domain-neighbour');

type Mapping = {
  domain: string;
  verified: boolean;
  records: { type: string; name: string; value: string }[];
};
const txtRecordOf = (mapping: Mapping) => mapping.records.find((record) => record.type === 'TXT')!;
const check = (domain: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/platform/domains/check?domain=${encodeURIComponent(domain)}`,
    headers: { host: t.config.appDomain },
  });

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({
    database,
    dnsResolver,
    config: { domainTarget: { host: 'sites.example.net', ip: '203.0.113.10' } },
  });
  const site = await createSite(t.services, 'domain-owner');
  const other = await createSite(t.services, 'domain-neighbour');
  owner = visitor(t.app, host);
  await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
  neighbour = visitor(t.app, neighbourHost);
  await neighbour.signIn(other.ownerEmail, OWNER_PASSWORD);
});
beforeEach(() => t.services.siteDirectory.clear());
afterAll(async () => {
  await t.app.close();
  await database.close();
});

describe('custom domains', () => {
  it('shows the DNS records, verifies through the TXT record, then serves the site and passes the check', async () => {
    const added = await owner.request('POST', '/api/rest/domains', { domain: 'WWW.Larkspur-Cafe.Example.' });
    expect(added.statusCode, added.body).toBe(201);
    const mapping = added.json().domain as Mapping;
    expect(mapping.domain).toBe('www.larkspur-cafe.example');
    expect(mapping.verified).toBe(false);
    expect(mapping.records).toEqual([
      { type: 'CNAME', name: 'www.larkspur-cafe.example', value: 'sites.example.net' },
      { type: 'A', name: 'www.larkspur-cafe.example', value: '203.0.113.10' },
      {
        type: 'TXT',
        name: '_site-verification.www.larkspur-cafe.example',
        value: expect.stringMatching(/^site-verification=[0-9a-f]{32}$/),
      },
    ]);

    // Not verified: the domain serves nothing and the TLS proxy gets no certificate for it.
    expect((await visitor(t.app, 'www.larkspur-cafe.example').get('/')).statusCode).toBe(404);
    expect((await check('www.larkspur-cafe.example')).statusCode).toBe(404);
    const early = await owner.request('POST', '/api/rest/domains/www.larkspur-cafe.example/verify');
    expect(early.statusCode).toBe(400);
    expect(early.json().errors.domain).toContain('TXT record was not found yet');

    // A wrong token does not verify either.
    txt.set('_site-verification.www.larkspur-cafe.example', [['site-verification=nope']]);
    expect(
      (await owner.request('POST', '/api/rest/domains/www.larkspur-cafe.example/verify')).statusCode,
    ).toBe(400);

    // Long TXT values arrive in chunks: they count joined.
    const value = txtRecordOf(mapping).value;
    txt.set('_site-verification.www.larkspur-cafe.example', [
      ['v=spf1 -all'],
      [value.slice(0, 10), value.slice(10)],
    ]);
    const verified = await owner.request('POST', '/api/rest/domains/www.larkspur-cafe.example/verify');
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().domain.verified).toBe(true);

    const home = await visitor(t.app, 'www.larkspur-cafe.example').get('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Welcome to domain-owner');
    const answer = await check('WWW.larkspur-cafe.example');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ ok: true });
    expect(answer.body).not.toContain('domain-owner');
    expect((await owner.get('/api/rest/domains')).json().domains[0].verified).toBe(true);
  });

  it('belongs to one site: another site’s claim is refused with a clear message', async () => {
    expect(
      (await owner.request('POST', '/api/rest/domains', { domain: 'shop.taken.example' })).statusCode,
    ).toBe(201);
    const again = await owner.request('POST', '/api/rest/domains', { domain: 'Shop.Taken.Example' });
    expect(again.statusCode).toBe(201);
    const claim = await neighbour.request('POST', '/api/rest/domains', { domain: 'shop.taken.example' });
    expect(claim.statusCode).toBe(409);
    expect(claim.json().errors.domain).toBe(
      'This domain is already connected to another site. Remove it there first, or contact support.',
    );
    // The neighbour can neither see, verify nor remove it.
    expect((await neighbour.get('/api/rest/domains')).json().domains).toEqual([]);
    expect((await neighbour.request('POST', '/api/rest/domains/shop.taken.example/verify')).statusCode).toBe(
      404,
    );
    expect((await neighbour.request('DELETE', '/api/rest/domains/shop.taken.example')).statusCode).toBe(404);
  });

  it('lets another site take a claim left unverified for over 72 hours, never a verified one', async () => {
    expect((await owner.request('POST', '/api/rest/domains', { domain: 'stale.example' })).statusCode).toBe(
      201,
    );
    expect(
      (await neighbour.request('POST', '/api/rest/domains', { domain: 'stale.example' })).statusCode,
    ).toBe(409);
    const ageClaim = (hours: number) =>
      database.db.execute(
        sql`update website_domains set created_at = now() - make_interval(hours => ${hours}) where domain = 'stale.example'`,
      );
    await ageClaim(71);
    expect(
      (await neighbour.request('POST', '/api/rest/domains', { domain: 'stale.example' })).statusCode,
    ).toBe(409);
    await ageClaim(73);
    const taken = await neighbour.request('POST', '/api/rest/domains', { domain: 'stale.example' });
    expect(taken.statusCode).toBe(201);
    expect(taken.json().domain.verified).toBe(false);
    const domainsOf = async (client: typeof owner) =>
      (await client.get('/api/rest/domains')).json().domains.map((mapping: Mapping) => mapping.domain);
    expect(await domainsOf(owner)).not.toContain('stale.example');
    expect(await domainsOf(neighbour)).toContain('stale.example');
    // Once verified, age does not matter: it stays with the site that proved it owns it.
    await database.db.execute(
      sql`update website_domains set verified_at = now() where domain = 'stale.example'`,
    );
    await ageClaim(1000);
    expect((await owner.request('POST', '/api/rest/domains', { domain: 'stale.example' })).statusCode).toBe(
      409,
    );
    expect(await domainsOf(neighbour)).toContain('stale.example');
  });

  it('goes to exactly one site when two claim it at once', async () => {
    const [a, b] = await Promise.all(
      ['domain-owner', 'domain-neighbour'].map((identifier) =>
        t.services.websites.findByIdentifier(identifier),
      ),
    );
    const claims = await Promise.allSettled(
      [a!, b!, a!, b!].map((site) => t.services.domains.add(site.id, 'race.example')),
    );
    const owners = new Set(
      (await Promise.all([a!, b!].map((site) => t.services.domains.list(site.id))))
        .map((list, index) => (list.some((entry) => entry.domain === 'race.example') ? index : -1))
        .filter((index) => index >= 0),
    );
    expect(owners.size).toBe(1);
    expect(claims.filter((claim) => claim.status === 'rejected').length).toBe(2);
  });

  it('refuses what is not a domain name with the clear message, and the platform’s own hosts', async () => {
    for (const domain of [
      '127.0.0.1',
      'example.com:443',
      'https://example.com/',
      'bad\u0000.example.com',
      'x'.repeat(300_000),
      '',
    ]) {
      const response = await owner.request('POST', '/api/rest/domains', { domain });
      expect(response.statusCode, JSON.stringify(domain.slice(0, 30))).toBe(400);
    }
    const ip = await owner.request('POST', '/api/rest/domains', { domain: '10.0.0.1' });
    expect(ip.json().errors.domain).toBe(
      'Enter a domain name like www.example.com (no http://, port or path)',
    );
    const platform = await owner.request('POST', '/api/rest/domains', { domain: hostOf('someone-else') });
    expect(platform.statusCode).toBe(400);
    expect((await check('127.0.0.1')).statusCode).toBe(404);
    expect((await check('')).statusCode).toBe(404);
    expect((await check('a\u0000b.example')).statusCode).toBeLessThan(500);
  });

  it('stops serving a removed domain', async () => {
    await owner.request('POST', '/api/rest/domains', { domain: 'gone.example' });
    const mapping = (await owner.get('/api/rest/domains'))
      .json()
      .domains.find((entry: Mapping) => entry.domain === 'gone.example') as Mapping;
    txt.set('_site-verification.gone.example', [[txtRecordOf(mapping).value]]);
    expect((await owner.request('POST', '/api/rest/domains/gone.example/verify')).statusCode).toBe(200);
    expect((await visitor(t.app, 'gone.example').get('/')).statusCode).toBe(200);
    expect((await owner.request('DELETE', '/api/rest/domains/gone.example')).statusCode).toBe(204);
    expect((await visitor(t.app, 'gone.example').get('/')).statusCode).toBe(404);
    expect((await check('gone.example')).statusCode).toBe(404);
  });

  it('is a site admin’s business: an editor is refused, a stranger signed out gets 401', async () => {
    const site = await t.services.websites.findByIdentifier('domain-owner');
    await addContributor(t.services, site!.id, ContributorRole.editor, 'domain-editor');
    const editor = visitor(t.app, host);
    await editor.signIn('domain-editor@example.com', OWNER_PASSWORD);
    expect((await editor.get('/api/rest/domains')).statusCode).toBe(403);
    expect((await visitor(t.app, host).get('/api/rest/domains')).statusCode).toBe(401);
  });
});
