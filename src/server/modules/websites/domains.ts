import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { DomainMapping } from '../../../shared/api/domains';
import { AppError } from '../../../shared/errors';
import { DOMAIN_NAME_MESSAGE, normalizeDomainName } from '../../../shared/text/domain-name';
import type { Db } from '../../db/client';
import type { SiteChanges } from './site-changes';
import { websiteDomains } from './tables';

/** node:dns/promises' `resolveTxt`: each record's strings, in chunks of at most 255 characters. */
export interface TxtResolver {
  resolveTxt(name: string): Promise<string[][]>;
}

/** Where owners point their domains: a CNAME to the platform's host, or an A record to its address. */
export interface DomainTarget {
  host: string;
  ip?: string;
}

/** The TXT record proving the owner controls a domain lives beside it, so a CNAME can stay on the name. */
export const verificationRecordName = (domain: string) => `_site-verification.${domain}`;
const verificationValue = (token: string) => `site-verification=${token}`;

export const DOMAIN_TAKEN_MESSAGE =
  'This domain is already connected to another site. Remove it there first, or contact support.';
const PLATFORM_DOMAIN_MESSAGE = "This is one of the platform's own addresses; use a domain you own";
const NOT_VERIFIED_MESSAGE =
  'The TXT record was not found yet. DNS changes can take a few hours to show; try again later.';
/**
 * An unverified claim holds its domain this long. After it, a claim by another site replaces it,
 * so a typo, an abandoned trial or a squatter cannot keep a domain from the site that owns it.
 */
export const UNVERIFIED_CLAIM_HOURS = 72;
/** Plenty for a business; stops one site from hoarding names. */
export const MAX_DOMAINS_PER_SITE = 20;

export type DomainService = ReturnType<typeof createDomainService>;

/**
 * Custom domains of a site: claim (unverified, with a random token), verify through a DNS TXT
 * lookup by the injected resolver, remove. Only verified domains serve a site (the site
 * directory's `findByCustomDomain`) or pass the TLS proxy's certificate check.
 */
export function createDomainService(deps: {
  db: Db;
  changes: SiteChanges;
  appDomain: string;
  target: DomainTarget;
  resolver: TxtResolver;
  /** Drops this process's cached answer for a host (the site directory). */
  forgetHost?: (host: string) => void;
}) {
  const { db } = deps;
  const platformHost = deps.appDomain.replace(/:\d+$/, '');

  function accept(input: string): string {
    const domain = normalizeDomainName(input);
    if (!domain) throw new AppError('validation', { domain: DOMAIN_NAME_MESSAGE });
    if (domain === platformHost || domain.endsWith(`.${platformHost}`))
      throw new AppError('validation', { domain: PLATFORM_DOMAIN_MESSAGE });
    return domain;
  }

  function mappingOf(row: typeof websiteDomains.$inferSelect): DomainMapping {
    const pointing = [
      { type: 'CNAME' as const, name: row.domain, value: deps.target.host },
      ...(deps.target.ip ? [{ type: 'A' as const, name: row.domain, value: deps.target.ip }] : []),
    ];
    return {
      domain: row.domain,
      verified: row.verifiedAt !== null,
      records: [
        ...pointing,
        {
          type: 'TXT' as const,
          name: verificationRecordName(row.domain),
          value: verificationValue(row.verificationToken),
        },
      ],
    };
  }

  /** Removes another site's unverified claim older than UNVERIFIED_CLAIM_HOURS; true when one went. */
  async function dropStaleClaim(domain: string): Promise<boolean> {
    const stale = await db
      .delete(websiteDomains)
      .where(
        and(
          eq(websiteDomains.domain, domain),
          isNull(websiteDomains.verifiedAt),
          lt(websiteDomains.createdAt, sql`now() - make_interval(hours => ${UNVERIFIED_CLAIM_HOURS})`),
        ),
      )
      .returning({ websiteId: websiteDomains.websiteId });
    return stale.length > 0;
  }

  async function rowOf(websiteId: string, domain: string) {
    const [row] = await db
      .select()
      .from(websiteDomains)
      .where(and(eq(websiteDomains.websiteId, websiteId), eq(websiteDomains.domain, domain)));
    if (!row) throw new AppError('notFound');
    return row;
  }

  return {
    async list(websiteId: string): Promise<DomainMapping[]> {
      const rows = await db
        .select()
        .from(websiteDomains)
        .where(eq(websiteDomains.websiteId, websiteId))
        .orderBy(asc(websiteDomains.createdAt), asc(websiteDomains.domain));
      return rows.map(mappingOf);
    },

    /** Claims a domain for the site. The same site adding it again gets its mapping back. */
    async add(websiteId: string, input: string): Promise<DomainMapping> {
      const domain = accept(input);
      const existing = await db.select().from(websiteDomains).where(eq(websiteDomains.websiteId, websiteId));
      const own = existing.find((row) => row.domain === domain);
      if (own) return mappingOf(own);
      if (existing.length >= MAX_DOMAINS_PER_SITE)
        throw new AppError('validation', {
          domain: `A site can have at most ${MAX_DOMAINS_PER_SITE} domains`,
        });
      const claim = () =>
        db
          .insert(websiteDomains)
          .values({ domain, websiteId, verificationToken: randomBytes(16).toString('hex') })
          .onConflictDoNothing()
          .returning();
      let [row] = await claim();
      if (!row && (await dropStaleClaim(domain))) [row] = await claim();
      if (!row) {
        const mine = await db
          .select()
          .from(websiteDomains)
          .where(and(eq(websiteDomains.websiteId, websiteId), eq(websiteDomains.domain, domain)));
        if (mine[0]) return mappingOf(mine[0]);
        throw new AppError('conflict', { domain: DOMAIN_TAKEN_MESSAGE });
      }
      return mappingOf(row);
    },

    /** Looks for the TXT record; a found token marks the domain verified and it serves the site. */
    async verify(websiteId: string, input: string): Promise<DomainMapping> {
      const domain = normalizeDomainName(input);
      if (!domain) throw new AppError('notFound');
      const row = await rowOf(websiteId, domain);
      if (row.verifiedAt) return mappingOf(row);
      let records: string[][] = [];
      try {
        records = await deps.resolver.resolveTxt(verificationRecordName(domain));
      } catch {
        // ENOTFOUND, ENODATA, time-outs: all mean "not there yet" to the owner.
      }
      const wanted = verificationValue(row.verificationToken);
      if (!records.some((chunks) => chunks.join('').trim() === wanted))
        throw new AppError('validation', { domain: NOT_VERIFIED_MESSAGE });
      const verified = await deps.changes.write(websiteId, async (tx) => {
        const [updated] = await tx
          .update(websiteDomains)
          .set({ verifiedAt: new Date() })
          .where(and(eq(websiteDomains.websiteId, websiteId), eq(websiteDomains.domain, domain)))
          .returning();
        return updated;
      });
      if (!verified) throw new AppError('notFound');
      deps.forgetHost?.(domain);
      return mappingOf(verified);
    },

    async remove(websiteId: string, input: string): Promise<void> {
      const domain = normalizeDomainName(input);
      if (!domain) throw new AppError('notFound');
      const removed = await deps.changes.write(websiteId, (tx) =>
        tx
          .delete(websiteDomains)
          .where(and(eq(websiteDomains.websiteId, websiteId), eq(websiteDomains.domain, domain)))
          .returning({ domain: websiteDomains.domain }),
      );
      if (removed.length === 0) throw new AppError('notFound');
      deps.forgetHost?.(domain);
    },

    /** For a TLS proxy's on-demand certificates: is this a verified domain of some site? */
    async isServed(input: string): Promise<boolean> {
      const domain = normalizeDomainName(input);
      if (!domain) return false;
      const [row] = await db
        .select({ domain: websiteDomains.domain })
        .from(websiteDomains)
        .where(and(eq(websiteDomains.domain, domain), isNotNull(websiteDomains.verifiedAt)));
      return row !== undefined;
    },
  };
}
