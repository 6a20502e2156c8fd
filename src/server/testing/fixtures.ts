import { ContributorRole } from '../../shared/enums/platform';
import { newId } from '../../shared/ids';
import type { Layout } from '../../shared/layout/layout';
import type { TestApp } from './test-app';

export const OWNER_PASSWORD = 'correct-horse-battery';

export const block = (
  type: string,
  data: Record<string, unknown>,
  grid?: { column: number; span: number },
) => ({ id: newId(), type, data, ...(grid ? { grid } : {}) });
export const heading = (text: string) => block('heading', { text, level: 1 });
export const layoutOf = (...blocks: ReturnType<typeof block>[]): Layout => ({
  columns: 12,
  blocks: blocks.map((b) => ({ grid: { column: 1, span: 12 }, ...b })),
});

/** A site with an admin owner and a home page that says which site it is. */
export async function createSite(services: TestApp['services'], identifier: string) {
  const website = await services.websites.create({ identifier, title: `Site ${identifier}` });
  const owner = await services.accounts.createAccount({
    email: `${identifier}-owner@example.com`,
    password: OWNER_PASSWORD,
    displayName: `Owner of ${identifier}`,
  });
  await services.accounts.grantRole(website.id, owner.id, ContributorRole.admin);
  const home = await services.content.createCollection({
    websiteId: website.id,
    type: 'page',
    title: 'Home',
    urlId: 'home',
    navigation: 'main',
    layout: layoutOf(heading(`Welcome to ${identifier}`)),
  });
  return { website, owner, ownerEmail: owner.email, home };
}

/** An account with the given role on the site. */
export async function addContributor(
  services: TestApp['services'],
  websiteId: string,
  role: ContributorRole,
  name: string,
) {
  const account = await services.accounts.createAccount({
    email: `${name}@example.com`,
    password: OWNER_PASSWORD,
    displayName: name,
  });
  await services.accounts.grantRole(websiteId, account.id, role);
  return account;
}

export { ContributorRole };
