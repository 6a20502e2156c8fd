import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { buildPageContext, serializeForScript } from './render/page-context';

describe('configuration', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      appDomain: 'localhost:3000',
      dataDir: './data',
      renderCache: true,
      seedDemo: true,
      databaseUrl: undefined,
      redisUrl: undefined,
    });
    expect(Object.isFrozen(config)).toBe(true);
    expect(loadConfig({ PORT: '4000' }).appDomain).toBe('localhost:4000');
  });

  it('explains what is wrong with bad settings', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DEMO_OWNER_PASSWORD: 'short' })).toThrow(/at least 8 characters/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
});

describe('page context', () => {
  it('cannot break out of its script element', () => {
    const json = serializeForScript({ title: '</script><script>alert(1)</script>\u2028' });
    expect(json).not.toContain('</script>');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script>\u2028' });
  });

  it('names the signed-in account and the page', () => {
    const website = {
      id: 'a'.repeat(24),
      identifier: 'demo',
      title: 'Demo',
      siteStatus: 3,
      websiteType: 1,
      developerMode: false,
      cloneable: false,
      locale: 'en-US',
      currency: 'USD',
      timeZone: 'UTC',
      measurementStandard: 1,
      settings: { escapeKeyLoginAllowed: true, announcementBar: { enabled: true, text: 'Hello' } },
      header: { showTitle: true, alignment: 'left' as const },
      footer: { layout: { columns: 12 as const, blocks: [] }, smallPrint: '' },
      homeCollectionId: null,
      design: null,
      draftDesign: null,
      contentVersion: 1,
      createdAt: new Date(),
      updatedAt: new Date(),
    };
    const context = buildPageContext({
      website,
      account: { id: 'b'.repeat(24), email: 'o@example.com', displayName: 'Owner' },
      roles: [1],
      pageType: 'item',
      collectionId: 'c'.repeat(24),
      itemId: 'd'.repeat(24),
      appDomain: 'localhost:3000',
    });
    expect(context).toMatchObject({
      website: { identifier: 'demo', locale: 'en-US', currency: 'USD', escapeKeyLoginAllowed: true },
      authenticatedAccount: { id: 'b'.repeat(24), displayName: 'Owner' },
      websiteRoles: [1],
      pageType: 'item',
      collection: { id: 'c'.repeat(24) },
      item: { id: 'd'.repeat(24) },
      showAnnouncementBar: true,
      appDomain: 'localhost:3000',
    });
    expect(JSON.stringify(context)).not.toContain('o@example.com');
  });
});
