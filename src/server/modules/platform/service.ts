import type { CreateSiteRequest, SignUpRequest, SiteSummary } from '../../../shared/api/owners';
import { ContributorRole } from '../../../shared/enums/platform';
import { AppError } from '../../../shared/errors';
import { newId } from '../../../shared/ids';
import { identifierFromTitle, MAX_SITE_IDENTIFIER } from '../../../shared/text/site-identifier';
import { siteUrl, type AppConfig } from '../../config';
import type { Account, AccountService, HandoffService } from '../accounts';
import type { SiteTemplates } from '../templates';
import type { WebsiteService } from '../websites';
import type { WebsiteRow } from '../websites/tables';

/** Host labels a site may not take: they name the platform's own services. */
export const RESERVED_IDENTIFIERS: ReadonlySet<string> = new Set([
  'www',
  'api',
  'app',
  'admin',
  'config',
  'assets',
  'static',
  'mail',
  'status',
  'help',
  'support',
  'platform',
]);
const MAX_IDENTIFIER = MAX_SITE_IDENTIFIER;

export type PlatformService = ReturnType<typeof createPlatformService>;

/** The platform entry: accounts sign up, create sites, list and open them. */
export function createPlatformService(deps: {
  accounts: AccountService;
  websites: WebsiteService;
  /** Creates the site with its starter content in one transaction (modules/templates). */
  templates: SiteTemplates;
  handoff: HandoffService;
  config: Pick<AppConfig, 'publicProtocol' | 'appDomain'>;
}) {
  const { accounts, websites, templates, handoff, config } = deps;

  /** Inserts the site (through `create`) under the requested identifier, else a free one made from the title. */
  async function claimIdentifier(
    title: string,
    requested: string | undefined,
    create: (identifier: string) => Promise<WebsiteRow>,
  ): Promise<WebsiteRow> {
    if (requested !== undefined) {
      if (RESERVED_IDENTIFIERS.has(requested))
        throw new AppError('validation', { identifier: 'This site address is reserved. Choose another.' });
      return create(requested);
    }
    const base = identifierFromTitle(title);
    for (let attempt = 1; attempt <= 50; attempt++) {
      const suffix = attempt === 1 ? '' : `-${attempt}`;
      const candidate = base.slice(0, MAX_IDENTIFIER - suffix.length).replace(/-+$/, '') + suffix;
      if (RESERVED_IDENTIFIERS.has(candidate)) continue;
      try {
        return await create(candidate);
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'conflict') throw error;
      }
    }
    // Fifty sites share this title's address: fall back to a random suffix.
    return create(`${base.slice(0, MAX_IDENTIFIER - 7)}-${newId().slice(0, 6)}`);
  }

  return {
    async signUp(input: SignUpRequest): Promise<Account> {
      try {
        return await accounts.createAccount(input);
      } catch (error) {
        if (error instanceof AppError && error.code === 'conflict')
          throw new AppError('accountExists', { email: 'An account with this e-mail already exists' });
        throw error;
      }
    },

    async listSites(accountId: string): Promise<SiteSummary[]> {
      const memberships = await accounts.sitesOf(accountId);
      const sites = await Promise.all(
        memberships.map(async (membership) => ({
          membership,
          site: await websites.findById(membership.websiteId),
        })),
      );
      return sites
        .flatMap(({ membership, site }) =>
          site
            ? [
                {
                  id: site.id,
                  identifier: site.identifier,
                  title: site.title,
                  url: siteUrl(config, site.identifier),
                  role: membership.role,
                },
              ]
            : [],
        )
        .sort((a, b) => a.title.localeCompare(b.title));
    },

    /**
     * A new site owned by the account, built from a starter template (blank: one published home
     * page with the title), so its address shows something at once.
     */
    async createSite(accountId: string, input: CreateSiteRequest): Promise<SiteSummary> {
      const site = await templates.createSite({
        title: input.title,
        template: input.template ?? 'blank',
        ownerId: accountId,
        claim: (create) => claimIdentifier(input.title, input.identifier, create),
      });
      return {
        id: site.id,
        identifier: site.identifier,
        title: site.title,
        url: siteUrl(config, site.identifier),
        role: ContributorRole.admin,
      };
    },

    /** The URL that signs the account in on the site's own host (see HandoffService). 404 unless it contributes there. */
    async openSite(accountId: string, websiteId: string, frameUrl?: string): Promise<string> {
      const role = await accounts.roleOn(websiteId, accountId);
      const site = role === null ? null : await websites.findById(websiteId);
      if (!site) throw new AppError('notFound');
      const token = await handoff.issue(accountId, site.id);
      const query = new URLSearchParams({ token, ...(frameUrl ? { frameUrl } : {}) });
      return siteUrl(config, site.identifier, `/config/handoff?${query.toString()}`);
    },
  };
}
