import type { FastifyRequest, onErrorAsyncHookHandler } from 'fastify';
import type { ZodType } from 'zod';
import { recordedAnswer } from '../../../shared/api/census-answers';
import { shouldRecordHit, shouldRecordVisitorEvent } from '../../../shared/census/recording-rules';
import { normalizeCookieBannerSettings } from '../../../shared/consent/banner-settings';
import { CONSENT_COOKIE, parseConsent, trackingAllowed } from '../../../shared/consent/consent-state';
import { AppError } from '../../../shared/errors';
import { stripInvalidTextDeep } from '../../../shared/text/invalid-text';
import { InvalidInput } from '../../plugins/validation';
import type { AccountService } from '../accounts';
import type { WebsiteRow } from '../websites/tables';
import type { CensusEndpoint, CensusService } from './service';

/**
 * Anonymous telemetry: beacons cannot send headers, and a forged page view harms no one, so no
 * crumb; a foreign Origin is still refused. Invalid text is stripped, not refused (one bad
 * character must not cost a page view).
 */
export const TELEMETRY = { access: 'public', csrf: 'same-origin', invalidText: 'strip' } as const;
/** Beacons answer 202 `{ recorded }`; a tiny fixed shape, so the serialiser costs next to nothing. */
export const RECORDED = { 202: recordedAnswer };

/**
 * What every census route checks, shared by the page-event routes (routes.ts) and the logging
 * and performance routes (telemetry-routes.ts): the site, JSON carried as text, the consent and
 * recording rules, and the count of refused payloads.
 */
export function censusRequestRules({
  census,
  accounts,
}: {
  census: CensusService;
  accounts: AccountService;
}) {
  const siteOf = (request: FastifyRequest): WebsiteRow => {
    if (!request.site) throw new AppError('notFound');
    return request.site;
  };

  function parse<T>(endpoint: CensusEndpoint, schema: ZodType<T>, input: unknown): T {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    census.countRejected(endpoint);
    throw new AppError('validation');
  }

  function parseJsonText<T>(endpoint: CensusEndpoint, schema: ZodType<T>, text: unknown): T {
    let value: unknown;
    try {
      // JSON inside a form field or a text body: the text rule applies after parsing too.
      value = typeof text === 'string' ? stripInvalidTextDeep(JSON.parse(text)) : text;
    } catch {
      census.countRejected(endpoint);
      throw new AppError('malformedJson');
    }
    return parse(endpoint, schema, value);
  }

  /** The consent rules, again on the server: a restrictive site stores nothing without an accept, no site after a decline. */
  const consented = (request: FastifyRequest, site: WebsiteRow) =>
    trackingAllowed(
      normalizeCookieBannerSettings(site.settings.cookieBanner),
      parseConsent(request.cookies[CONSENT_COOKIE]).choice,
    );

  /**
   * The recording rules, applied again on the server: it cannot trust the page. `pageType`
   * `null` judges the visitor only (a site search, sent from /search where no view is recorded).
   */
  async function recordable(
    request: FastifyRequest,
    site: WebsiteRow,
    pageType: string | null,
    path: string,
  ): Promise<boolean> {
    if (!consented(request, site)) return false;
    let roles: number[] | null = null;
    if (request.account) {
      const role = await accounts.roleOn(site.id, request.account.id);
      roles = role === null ? [] : [role];
    }
    const circumstances = {
      censusDisabled: site.settings.censusDisabled === true,
      accountRoles: roles,
      path: pathOnly(path),
    };
    return pageType === null
      ? shouldRecordVisitorEvent(circumstances)
      : shouldRecordHit({ ...circumstances, pageType });
  }

  /** Answers once the rows are committed; 503 when the writer refused them. */
  const accepted = async (stored: boolean | Promise<boolean>) => {
    // The client may come back in a second (the database catches up).
    if (!(await stored)) throw new AppError('censusBusy').retryAfter(1000);
    return { recorded: true as const };
  };

  /** A refusal by the route's schema is counted like one by the handler (census stats). */
  const counting =
    (endpoint: CensusEndpoint): onErrorAsyncHookHandler =>
    async (_request, _reply, error) => {
      if (error instanceof InvalidInput) census.countRejected(endpoint);
    };
  const telemetry = (endpoint: CensusEndpoint) => ({ config: TELEMETRY, onError: counting(endpoint) });

  return { siteOf, parseJsonText, consented, recordable, accepted, counting, telemetry };
}
export type CensusRequestRules = ReturnType<typeof censusRequestRules>;

export function pathOnly(url: string): string {
  try {
    return new URL(url, 'http://x').pathname;
  } catch {
    return '/';
  }
}

/** The page a beacon came from, for calls whose payload names none. */
export function refererPath(request: FastifyRequest): string {
  const referer = request.headers.referer;
  return typeof referer === 'string' ? pathOnly(referer) : '/';
}
