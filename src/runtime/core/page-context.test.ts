import { describe, expect, it } from 'vitest';
import { PAGE_CONTEXT_ELEMENT_ID, parsePageContext, readPageContext } from './page-context';
import type { PageContext } from './page-context';

const context: PageContext = {
  website: {
    id: 'a'.repeat(24),
    identifier: 'demo',
    title: 'Demo',
    locale: 'en-US',
    currency: 'USD',
    timeZone: 'UTC',
    siteStatus: 3,
    websiteType: 1,
    developerMode: false,
    cloneable: false,
    measurementStandard: 1,
    escapeKeyLoginAllowed: true,
    templateId: null,
  },
  authenticatedAccount: null,
  websiteRoles: [],
  pageType: 'page',
  collection: null,
  item: null,
  pagePermissionTypeValue: 1,
  sessionRecording: false,
  cookieSettings: {},
  googleFonts: [],
  typekitFonts: [],
  typekitId: null,
  demoCollections: [],
  showAnnouncementBar: false,
  comments: { enabled: false, shortname: null },
  popupOverlay: null,
  pinterestOverlay: { enabled: false },
  mobileInfoBar: { enabled: false },
  appDomain: 'localhost:3000',
  platform: 'web',
};

describe('page context', () => {
  it('reads the embedded JSON', () => {
    const root = {
      getElementById: (id: string) =>
        id === PAGE_CONTEXT_ELEMENT_ID ? { textContent: JSON.stringify(context) } : null,
    } as unknown as Document;
    expect(readPageContext(root)).toEqual(context);
  });

  it('gives null rather than throwing when the context is missing or broken', () => {
    const empty = { getElementById: () => null } as unknown as Document;
    expect(readPageContext(empty)).toBeNull();
    expect(readPageContext(undefined)).toBeNull();
    expect(parsePageContext('{broken')).toBeNull();
    expect(parsePageContext('null')).toBeNull();
    expect(parsePageContext('{"pageType":"page"}')).toBeNull();
  });
});
