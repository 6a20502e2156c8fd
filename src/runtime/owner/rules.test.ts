import { describe, expect, it } from 'vitest';
import { ContributorRole } from '../../shared/enums/platform';
import {
  configUrlFor,
  escapeAction,
  hasSiteSettings,
  logoutDestination,
  shouldRedirectToConfig,
  type RedirectInput,
} from './rules';

const signedIn: RedirectInput = {
  context: {
    authenticatedAccount: { id: 'a'.repeat(24), displayName: 'Owner' },
    websiteRoles: [ContributorRole.admin],
    website: { developerMode: false, cloneable: false } as RedirectInput['context']['website'],
  },
  hostname: 'shop.localhost',
  search: '',
  topLevel: true,
  rememberedNoRedirect: false,
};

describe('configuration redirect', () => {
  it('sends a signed-in account with site settings to /config/', () => {
    expect(shouldRedirectToConfig(signedIn)).toBe(true);
  });

  it.each([
    ['anonymous', { context: { ...signedIn.context, authenticatedAccount: null } }],
    ['inside a frame', { topLevel: false }],
    ['on localhost', { hostname: 'localhost' }],
    ['on 127.0.0.1', { hostname: '127.0.0.1' }],
    ['with the noredirect marker', { search: '?noredirect' }],
    ['with the marker remembered this session', { rememberedNoRedirect: true }],
    [
      'for a viewer-only account',
      { context: { ...signedIn.context, websiteRoles: [ContributorRole.viewer] } },
    ],
    ['for an account with no role here', { context: { ...signedIn.context, websiteRoles: [] } }],
    [
      'in developer mode',
      { context: { ...signedIn.context, website: { developerMode: true, cloneable: false } } },
    ],
    [
      'on a cloneable site',
      { context: { ...signedIn.context, website: { developerMode: false, cloneable: true } } },
    ],
  ] as const)('does not apply %s', (_case, change) => {
    expect(shouldRedirectToConfig({ ...signedIn, ...change } as RedirectInput)).toBe(false);
  });

  it('counts any role but the viewer ones as having site settings', () => {
    expect(hasSiteSettings([ContributorRole.viewer, ContributorRole.editor])).toBe(true);
    expect(hasSiteSettings([ContributorRole.schedulingViewer])).toBe(false);
  });

  it('carries the page path and query as frameUrl, without the marker', () => {
    expect(configUrlFor('/journal/post', '?page=2&noredirect')).toBe(
      '/config/?frameUrl=%2Fjournal%2Fpost%3Fpage%3D2',
    );
    expect(configUrlFor('/', '')).toBe('/config/?frameUrl=%2F');
  });
});

describe('escape key', () => {
  const base = { dialogOpen: false, shiftKey: false, signedIn: true, escapeKeyLoginAllowed: false };
  it('closes the topmost dialog first', () => {
    expect(escapeAction({ ...base, dialogOpen: true, shiftKey: true })).toBe('close-dialog');
  });
  it('goes to configuration, or logs out with shift, when signed in', () => {
    expect(escapeAction(base)).toBe('configure');
    expect(escapeAction({ ...base, shiftKey: true })).toBe('logout');
  });
  it('opens the login prompt for visitors only where the site allows it', () => {
    expect(escapeAction({ ...base, signedIn: false })).toBe('none');
    expect(escapeAction({ ...base, signedIn: false, escapeKeyLoginAllowed: true })).toBe('login-prompt');
  });
});

describe('logout destination', () => {
  it('returns to the root, or the preview frame URL, with logout=true', () => {
    expect(logoutDestination(null)).toBe('/?logout=true');
    expect(logoutDestination('/about?x=1')).toBe('/about?x=1&logout=true');
    expect(logoutDestination('//evil.example/')).toBe('/?logout=true');
  });
});
