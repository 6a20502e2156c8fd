/**
 * The tracking feature: visitor cookies, page-view hit, marketing landing, button census,
 * trace logger, error reporting and (lazily) real-user performance, all gated by consent.
 * Before consent on a restrictive site, and after any decline, no tracking cookie exists and
 * no census or performance request leaves the page.
 */
import { marketingFields } from '../../shared/census/constants';
import { recordTypeAnalyticsNames, shouldRecordHit } from '../../shared/census/recording-rules';
import { normalizeCookieBannerSettings } from '../../shared/consent/banner-settings';
import { CONSENT_CHANGED_EVENT, reportingAllowed, trackingAllowed } from '../../shared/consent/consent-state';
import { readConsent } from '../consent/consent-store';
import type { PageContext } from '../core/page-context';
import { trackButtons } from './buttons';
import { commonDataOf, postAnalyticsEvent, sessionRecordingId } from './analytics-events';
import { recordSiteSearch, TRACKING_HANDLE_KEY, type TrackingHandle } from './api';
import { createCensusClient } from './census-client';
import { installErrorReporter } from './error-reporter';
import type { PerformanceTracker } from './performance';
import { siteSearchOnPage } from './site-search';
import { createTraceLogger } from './trace-logger';
import {
  analyticsId,
  forgetVisitor,
  localStorageSupported,
  sessionInfo,
  touchVisitorCookies,
} from './visitor';

const UTM_TO_MARKETING: Record<string, string> = {
  utm_source: 'source',
  utm_campaign: 'campaign',
  utm_medium: 'channel',
  utm_term: 'subcampaign',
  utm_content: 'variation',
};

function marketingQuery(): Record<string, string> | null {
  const query = new URLSearchParams(location.search);
  const fields: Record<string, string> = {};
  for (const name of marketingFields) {
    const value = query.get(name);
    if (value) fields[name] = value;
  }
  for (const [utm, field] of Object.entries(UTM_TO_MARKETING)) {
    const value = query.get(utm);
    if (value && !fields[field]) fields[field] = value;
  }
  return Object.keys(fields).length > 0 ? fields : null;
}

export function startTracking(context: PageContext): () => void {
  const banner = normalizeCookieBannerSettings(context.cookieSettings);
  const allowed = () => trackingAllowed(banner, readConsent().choice);
  const client = createCensusClient(allowed);
  // Trace entries carry page URLs, so they wait for tracking consent; error reports are operational.
  const trace = createTraceLogger(allowed);
  const stopErrors = installErrorReporter(() => reportingAllowed(banner, readConsent().choice));
  let visitorCookie = '';
  let running: Array<() => void> = [];
  let performanceTracker: PerformanceTracker | null = null;
  let searchRecorded = false;

  const pageFields = () => ({
    websiteId: context.website.id,
    pagePath: location.pathname,
    pageTitle: document.title.slice(0, 500),
    pageType: context.pageType,
    collectionId: context.collection?.id ?? null,
    itemId: context.item?.id ?? null,
    visitorCookie,
  });
  // Published for other features (see ./api.ts); every call through it honours consent.
  (globalThis as Record<symbol, unknown>)[TRACKING_HANDLE_KEY] = {
    allowed,
    client,
    pageFields,
    trace: trace.log,
  } satisfies TrackingHandle;

  const start = () => {
    if (running.length > 0) return;
    visitorCookie = touchVisitorCookies();
    const session = sessionInfo();
    const recordable = shouldRecordHit({
      censusDisabled: false,
      accountRoles: context.authenticatedAccount ? context.websiteRoles : null,
      pageType: context.pageType,
      path: location.pathname,
    });
    if (recordable) {
      client.recordHit(
        {
          event: 'view',
          userAgent: navigator.userAgent.slice(0, 512),
          clientDate: Date.now(),
          viewportInnerWidth: innerWidth,
          viewportInnerHeight: innerHeight,
          screenWidth: screen.width,
          screenHeight: screen.height,
          websiteId: context.website.id,
          templateId: context.website.templateId ?? null,
          website_locale: context.website.locale,
          url: location.href.slice(0, 2048),
          title: document.title.slice(0, 500),
          itemId: context.item?.id ?? null,
          recordType: context.item ? (recordTypeAnalyticsNames.text ?? null) : null,
          collectionId: context.collection?.id ?? null,
          visitorCookie,
          localStorageSupported: localStorageSupported(),
          queryString: location.search.slice(0, 2048),
          referrer: document.referrer.slice(0, 2048),
          pageType: context.pageType,
          analyticsId: analyticsId(),
          sessionId: session.sessionId,
          isFirstLanding: session.isFirstLanding,
          isFirstSession: session.isFirstSession,
        },
        visitorCookie,
      );
      const marketing = session.isFirstLanding ? marketingQuery() : null;
      if (marketing)
        client.trackLanding({
          landing: location.pathname,
          refer: document.referrer,
          lang: navigator.language,
          screen: `${screen.width}x${screen.height}`,
          ...marketing,
        });
      running.push(trackButtons(client, pageFields));
      postAnalyticsEvent({
        analyticsId: analyticsId(),
        commonData: commonDataOf(context, session, 'view'),
        customData: {},
        customSchemaName: 'page_view',
      });
      // A recording id other than the mock one would start a recorder: none ships, so only traced.
      void sessionRecordingId(context, analyticsId()).then((id) => {
        if (id) trace.log('session-recording', { id });
      });
    }
    // /search records no page view, but each search once (after consent, like everything here).
    if (context.pageType === 'search' && !searchRecorded) {
      const search = siteSearchOnPage();
      if (search) {
        searchRecorded = true;
        void recordSiteSearch(search).catch(() => undefined);
      }
    }
    // Performance code is a separate chunk, fetched only once tracking runs and the page is idle.
    let cancelled = false;
    const loadPerformance = () =>
      void import('./performance').then(({ startPerformance }) => {
        if (!cancelled && allowed()) performanceTracker = startPerformance(context, allowed, trace.log);
      });
    const idle = () =>
      'requestIdleCallback' in window
        ? requestIdleCallback(loadPerformance, { timeout: 5000 })
        : setTimeout(loadPerformance, 1);
    if (document.readyState === 'complete') idle();
    else addEventListener('load', idle, { once: true });
    running.push(() => {
      cancelled = true;
      performanceTracker?.stop();
      performanceTracker = null;
    });
  };

  const stop = () => {
    for (const undo of running) undo();
    running = [];
    visitorCookie = '';
  };

  const apply = () => {
    if (allowed()) start();
    else {
      stop();
      // Restrictive policy without consent, or any decline: no tracking cookie may remain.
      forgetVisitor();
    }
  };
  addEventListener(CONSENT_CHANGED_EVENT, apply);
  apply();
  return () => {
    removeEventListener(CONSENT_CHANGED_EVENT, apply);
    stop();
    trace.stop();
    stopErrors();
  };
}
