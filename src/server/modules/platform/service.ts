import type { CreateSiteRequest, SignUpRequest, SiteSummary } from '../../../shared/api/owners';
import { ContributorRole } from '../../../shared/enums/platform';
import { AppError } from '../../../shared/errors';
import { newId } from '../../../shared/ids';
import { identifierFromTitle, MAX_SITE_IDENTIFIER } from '../../../shared/text/site-identifier';
import { siteUrl, type AppConfig } from '../../config';
import type { Account, AccountService, HandoffService } from '../accounts';
import type { ContentService } from '../content';
import type { WebsiteService } from '../websites';

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
  content: ContentService;
  handoff: HandoffService;
  config: Pick<AppConfig, 'publicProtocol' | 'appDomain'>;
}) {
  const { accounts, websites, content, handoff, config } = deps;

  async function claimIdentifier(title: string, requested: string | undefined) {
    if (requested !== undefined) {
      if (RESERVED_IDENTIFIERS.has(requested))
        throw new AppError('validation', { identifier: 'This site address is reserved. Choose another.' });
      return websites.create({ identifier: requested, title });
    }
    const base = identifierFromTitle(title);
    for (let attempt = 1; attempt <= 50; attempt++) {
      const suffix = attempt === 1 ? '' : `-${attempt}`;
      const candidate = base.slice(0, MAX_IDENTIFIER - suffix.length).replace(/-+$/, '') + suffix;
      if (RESERVED_IDENTIFIERS.has(candidate)) continue;
      try {
        return await websites.create({ identifier: candidate, title });
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'conflict') throw error;
      }
    }
    // Fifty sites share this title's address: fall back to a random suffix.
    return websites.create({
      identifier: `${base.slice(0, MAX_IDENTIFIER - 7)}-${newId().slice(0, 6)}`,
      title,
    });
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

    /** A new site owned by the account, with a published home page so its address shows something at once. */
    async createSite(accountId: string, input: CreateSiteRequest): Promise<SiteSummary> {
      const site = await claimIdentifier(input.title, input.identifier);
      await accounts.grantRole(site.id, accountId, ContributorRole.admin);
      const home = await content.createCollection({
        websiteId: site.id,
        type: 'page',
        title: 'Home',
        urlId: 'home',
        navigation: 'main',
        layout: {
          columns: 12,
          blocks: [
            {
              id: newId(),
              type: 'heading',
              grid: { column: 1, span: 12 },
              data: { text: input.title, level: 1, alignment: 'left' },
            },
          ],
        },
      });
      await websites.setHomeCollection(site.id, home.id);
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
