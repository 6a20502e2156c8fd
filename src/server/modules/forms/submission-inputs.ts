import { LRUCache } from 'lru-cache';
import type { ClaimedPage, PageReference } from '../content';
import type { SiteMailContext } from '../mail';
import type { FormRow } from './tables';

/** What every submission to a form reads before its batch: kept per site and content version. */
export interface SubmissionInputSources {
  form(websiteId: string, formId: string): Promise<FormRow | null>;
  mailContext(websiteId: string): Promise<SiteMailContext>;
  pageReference(websiteId: string, claim: ClaimedPage): Promise<PageReference>;
}

export type SubmissionInputs = SubmissionInputSources;

/**
 * The reads SaveFormSubmission makes before its group commit (the form's definition, the
 * site's mail context, the confirmed page reference), kept in memory per site and **content
 * version**, as the render cache keeps pages: every change a visitor could see (a form saved,
 * the design, mail settings, a domain, a page or item) commits with a version bump and a
 * `site-changed` message that makes every process's site directory read the site's row again, so
 * the next submission asks for the new version's entries. The mail context also names the owner's
 * address, which changes without a version bump (an account's e-mail): its entries expire after
 * `mailContextTtlMs`. Without a version (callers that do not know it) nothing is cached.
 *
 * Entries are promises, so concurrent first submissions share one read; a failed read or a form
 * not found is not kept (a form created meanwhile does not bump the version).
 */
export function createSubmissionInputs(
  sources: SubmissionInputSources,
  options: { maxEntries?: number; mailContextTtlMs?: number } = {},
) {
  const maxEntries = options.maxEntries ?? 2_000;
  const forms = new LRUCache<string, Promise<FormRow | null>>({ max: maxEntries });
  const mail = new LRUCache<string, Promise<SiteMailContext>>({
    max: maxEntries,
    ttl: options.mailContextTtlMs ?? 30_000,
  });
  const pages = new LRUCache<string, Promise<PageReference>>({ max: maxEntries });

  function cached<V>(
    cache: LRUCache<string, Promise<V>>,
    key: string,
    load: () => Promise<V>,
    keep: (value: V) => boolean = () => true,
  ): Promise<V> {
    let entry = cache.get(key);
    if (entry === undefined) {
      entry = load();
      cache.set(key, entry);
      entry.then(
        (value) => {
          if (!keep(value) && cache.peek(key) === entry) cache.delete(key);
        },
        () => {
          if (cache.peek(key) === entry) cache.delete(key);
        },
      );
    }
    return entry;
  }

  return {
    form(websiteId: string, version: number | undefined, formId: string): Promise<FormRow | null> {
      if (version === undefined) return sources.form(websiteId, formId);
      return cached(
        forms,
        `${websiteId}:${version}:${formId}`,
        () => sources.form(websiteId, formId),
        (row) => row !== null,
      );
    },
    mailContext(websiteId: string, version: number | undefined): Promise<SiteMailContext> {
      if (version === undefined) return sources.mailContext(websiteId);
      return cached(mail, `${websiteId}:${version}`, () => sources.mailContext(websiteId));
    },
    pageReference(
      websiteId: string,
      version: number | undefined,
      claim: ClaimedPage,
    ): Promise<PageReference> {
      // Nothing claimed: nothing to read (pageReference answers "no page" without a query).
      const key = `${websiteId}:${version}:${claim.collectionId}:${claim.contentSource ?? ''}:${claim.pageId ?? ''}`;
      // Ids a visitor made up cost one entry each, within the cache's bound; long ones are not kept.
      if (version === undefined || !claim.collectionId || key.length > 200)
        return sources.pageReference(websiteId, claim);
      return cached(pages, key, () => sources.pageReference(websiteId, claim));
    },
  };
}

export type SubmissionInputCache = ReturnType<typeof createSubmissionInputs>;
