import { expect, test, type Page } from '@playwright/test';
import { startOwnServer, type OwnServer } from './own-server';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox';

/**
 * A server of the spec's own (own port and data folder, no demo) whose SMTP_URL points at an SMTP
 * inbox the spec reads, so mails are checked as they leave and the shared demo server stays as it
 * is. Registers the spec's beforeAll/afterAll hooks; call it once at the top of the spec.
 */
export function serverWithInbox() {
  let server: OwnServer | undefined;
  let inbox: SmtpInbox | undefined;
  test.beforeAll(async () => {
    // A fresh server migrates its database first: slow on a busy machine.
    test.setTimeout(150_000);
    inbox = await startSmtpInbox();
    server = await startOwnServer({
      SMTP_URL: inbox.url,
      MAIL_FROM: 'Sitebuilder <no-reply@localhost>',
      SEED_DEMO: 'false',
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await inbox?.close();
  });
  return {
    /** The platform entry (sign up, create sites). */
    platform: () => `http://localhost:${server!.port}`,
    /** A site of this server by its id. */
    site: (siteId: string) => `http://${siteId}.localhost:${server!.port}`,
    mails: () => inbox!.mails,
    /**
     * The newest match of `link` in the mails to `to` (from the `after`-th on); the server's mail
     * job sends every few seconds. HTML-escaped ampersands are undone.
     */
    async linkIn(to: string, link: RegExp, what: string, after = 0): Promise<string> {
      let found = '';
      await expect
        .poll(
          () => {
            const links = inbox!.mails
              .filter((mail) => mail.to === to)
              .slice(after)
              .map((mail) => link.exec(mail.body)?.[0]);
            found = links.filter(Boolean).at(-1) ?? '';
            return found;
          },
          { timeout: 45_000, message: what },
        )
        .not.toBe('');
      return found.replace(/&amp;/g, '&');
    },
  };
}

export type MailServer = ReturnType<typeof serverWithInbox>;

/** Signs up an owner on the platform entry, confirms from the e-mail and creates their site; ends on its `/config/`. */
export async function ownerWithSite(
  page: Page,
  mail: MailServer,
  owner: { name: string; email: string; siteId: string },
): Promise<void> {
  await page.goto(mail.platform());
  await page.getByLabel('Your name').fill(owner.name);
  await page.getByLabel('E-mail').fill(owner.email);
  await page.getByLabel('Password').fill('a-good-long-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  const confirm = await mail.linkIn(
    owner.email,
    /http:\/\/localhost:\d+\/confirm-sign-up#token=[^\s"<]+/,
    'the sign-up confirmation',
  );
  await page.goto(confirm);
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await page.getByLabel('Site title').fill(owner.siteId);
  await page.getByRole('button', { name: 'Create site' }).click();
  await expect(page).toHaveURL(`${mail.site(owner.siteId)}/config/`, { timeout: 15_000 });
}
