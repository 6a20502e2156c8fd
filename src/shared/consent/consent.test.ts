import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BANNER_TEXT,
  barToPopupPosition,
  fromServerPolicy,
  isRestrictivePolicy,
  normalizeBannerText,
  normalizeCookieBannerSettings,
  popupToBarPosition,
  toServerPolicy,
} from './banner-settings';
import { parseConsent, reportingAllowed, serializeConsent, trackingAllowed } from './consent-state';

describe('cookie banner defaults', () => {
  it('applies every default when nothing is set', () => {
    expect(normalizeCookieBannerSettings(undefined)).toEqual({
      enabled: false,
      text: DEFAULT_BANNER_TEXT,
      ctaText: 'Accept',
      optOutCtaText: 'Decline',
      ctaVariant: 'ICON',
      theme: 'DARK',
      variant: 'BAR',
      acceptType: 'OPT_IN',
      barPosition: 'BOTTOM',
      popupPosition: 'BOTTOM_LEFT',
      isActivityLogEnabled: true,
      isAnalyticsCookiesDisabled: false,
      isRestrictiveCookiePolicyAbsolute: false,
    });
    expect(DEFAULT_BANNER_TEXT).toBe(
      'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.',
    );
  });

  it('falls back to the defaults for unrecognized values', () => {
    const settings = normalizeCookieBannerSettings({
      cookieBannerCtaVariant: 'LINK',
      cookieBannerTheme: 'blue',
      cookieBannerVariant: 'MODAL',
      cookieBannerAcceptType: 'OPT_OUT',
      cookieBannerPosition: 'MIDDLE',
      cookieBannerCtaText: 42,
      cookieBannerOptOutCtaText: '   ',
      isCookieBannerEnabled: 'yes',
    });
    expect(settings).toMatchObject({
      ctaVariant: 'ICON',
      theme: 'DARK',
      variant: 'BAR',
      acceptType: 'OPT_IN',
      barPosition: 'BOTTOM',
      popupPosition: 'BOTTOM_LEFT',
      ctaText: 'Accept',
      optOutCtaText: 'Decline',
      enabled: false,
    });
  });

  it('keeps every recognized value', () => {
    const settings = normalizeCookieBannerSettings({
      isCookieBannerEnabled: true,
      cookieBannerText: '<p>Cookies help us.</p>',
      cookieBannerCtaText: 'OK',
      cookieBannerOptOutCtaText: 'No thanks',
      cookieBannerCtaVariant: 'TEXT',
      cookieBannerTheme: 'LIGHT',
      cookieBannerVariant: 'POPUP',
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      cookieBannerPosition: 'TOP_RIGHT',
    });
    expect(settings).toMatchObject({
      enabled: true,
      text: '<p>Cookies help us.</p>',
      ctaText: 'OK',
      optOutCtaText: 'No thanks',
      ctaVariant: 'TEXT',
      theme: 'LIGHT',
      variant: 'POPUP',
      acceptType: 'OPT_IN_AND_OUT',
      popupPosition: 'TOP_RIGHT',
      barPosition: 'TOP',
    });
  });

  it('treats an empty paragraph as no text, and a missing text as the default sentence', () => {
    expect(normalizeBannerText('<p></p>')).toBe('');
    expect(normalizeBannerText('<p><br></p>')).toBe('');
    expect(normalizeBannerText('')).toBe(DEFAULT_BANNER_TEXT);
    expect(normalizeBannerText(undefined)).toBe(DEFAULT_BANNER_TEXT);
    expect(normalizeBannerText('<p>Hi</p>')).toBe('<p>Hi</p>');
  });

  it.each([
    ['TOP_LEFT', 'TOP'],
    ['TOP_RIGHT', 'TOP'],
    ['BOTTOM_LEFT', 'BOTTOM'],
    ['BOTTOM_RIGHT', 'BOTTOM'],
    [undefined, 'BOTTOM'],
  ])('converts popup position %s to bar position %s', (popup, bar) => {
    expect(popupToBarPosition(popup)).toBe(bar);
  });

  it.each([
    ['TOP', 'TOP_LEFT'],
    ['BOTTOM', 'BOTTOM_LEFT'],
    [undefined, 'BOTTOM_LEFT'],
  ])('converts bar position %s to popup position %s', (bar, popup) => {
    expect(barToPopupPosition(bar)).toBe(popup);
  });

  it('converts a stored position of the other variant both ways', () => {
    expect(
      normalizeCookieBannerSettings({ cookieBannerVariant: 'BAR', cookieBannerPosition: 'TOP_RIGHT' })
        .barPosition,
    ).toBe('TOP');
    expect(
      normalizeCookieBannerSettings({ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP' })
        .popupPosition,
    ).toBe('TOP_LEFT');
  });

  it('maps the privacy flags to the server naming and back', () => {
    const settings = normalizeCookieBannerSettings({
      isAnalyticsCookiesDisabled: true,
      isActivityLogEnabled: false,
    });
    expect(toServerPolicy(settings)).toEqual({
      isRestrictiveCookiePolicyEnabled: true,
      isVisitorDataRestricted: true,
    });
    expect(
      fromServerPolicy({ isRestrictiveCookiePolicyEnabled: false, isVisitorDataRestricted: false }),
    ).toEqual({ isAnalyticsCookiesDisabled: false, isActivityLogEnabled: true });
  });
});

describe('consent state', () => {
  it('round-trips the choice and the consent id, and rejects anything else', () => {
    expect(parseConsent(serializeConsent('accepted', 'abc-12345678'))).toEqual({
      choice: 'accepted',
      consentId: 'abc-12345678',
    });
    expect(parseConsent(serializeConsent('declined', 'abc-12345678'))).toEqual({
      choice: 'declined',
      consentId: 'abc-12345678',
    });
    expect(parseConsent(undefined)).toEqual({ choice: null, consentId: null });
    expect(parseConsent('maybe.abc-12345678')).toEqual({ choice: null, consentId: null });
    expect(parseConsent('true.<script>')).toEqual({ choice: 'accepted', consentId: null });
  });

  const restrictive = normalizeCookieBannerSettings({
    isCookieBannerEnabled: true,
    isAnalyticsCookiesDisabled: true,
  });
  const open = normalizeCookieBannerSettings({ isCookieBannerEnabled: true });
  const absolute = normalizeCookieBannerSettings({
    isCookieBannerEnabled: true,
    isRestrictiveCookiePolicyAbsolute: true,
  });

  it('tracks on a restrictive site only after accept', () => {
    expect(isRestrictivePolicy(restrictive)).toBe(true);
    expect(trackingAllowed(restrictive, null)).toBe(false);
    expect(trackingAllowed(restrictive, 'declined')).toBe(false);
    expect(trackingAllowed(restrictive, 'accepted')).toBe(true);
  });

  it('tracks on other sites until the visitor declines', () => {
    expect(isRestrictivePolicy(open)).toBe(false);
    expect(trackingAllowed(open, null)).toBe(true);
    expect(trackingAllowed(open, 'declined')).toBe(false);
    // A restrictive flag without an enabled banner cannot ask anyone: it does not apply.
    expect(isRestrictivePolicy(normalizeCookieBannerSettings({ isAnalyticsCookiesDisabled: true }))).toBe(
      false,
    );
  });

  it('stops error reports only under an absolute policy without consent', () => {
    expect(reportingAllowed(restrictive, null)).toBe(true);
    expect(reportingAllowed(absolute, null)).toBe(false);
    expect(reportingAllowed(absolute, 'accepted')).toBe(true);
  });
});
