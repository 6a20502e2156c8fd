/** `?platform=mobile-app`: the page runs inside a mobile app container; also its runtime feature's name. */
export const MOBILE_APP_PLATFORM = 'mobile-app' as const;

/** Inside a mobile app container (media-and-platform §2) the app provides the chrome; the page says so. */
export function containerOf(query: Record<string, string | undefined>) {
  const inApp = query.platform === MOBILE_APP_PLATFORM;
  return {
    inApp,
    platform: inApp ? MOBILE_APP_PLATFORM : ('web' as const),
    features: inApp ? [MOBILE_APP_PLATFORM] : [],
    document: inApp ? { bodyClass: 'platform-mobile-app' } : {},
  };
}
