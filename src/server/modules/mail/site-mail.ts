import { safeMediaSrc } from '../../../shared/links/media';
import type { AccountService } from '../accounts';
import { designOf } from '../site-admin';
import type { WebsiteService } from '../websites';
import type { Executor, MailOutbox, OutgoingMail } from './outbox';
import { platformBrand, type MailBrand } from './templates/brand';
import { renderMail, type MailTemplate, type RenderedMail } from './templates';

/** A site's mail rendered ahead of the transaction that queues it (`SiteMail.render`). */
export interface PreparedMail {
  rendered: RenderedMail;
  /** The template's name: the outbox's purpose unless the envelope names another. */
  name: string;
}

/** Everything a site's mail needs besides its content, read once before the transaction that writes it. */
export interface SiteMailContext {
  websiteId: string;
  brand: MailBrand;
  /** The From line's name: the site's sender name, else its title. */
  fromName: string;
  /** The site's reply-to setting; null when the owner left it empty. */
  replyTo: string | null;
  /** The owner's own address (first administrator): owner notices, and replies to order mail by default. */
  ownerEmail: string | null;
}

export type SiteMail = ReturnType<typeof createSiteMail>;

export interface MailEnvelope {
  to: string;
  replyTo?: string | null;
  headers?: Record<string, string>;
  purpose?: string;
  /** The mail's id when the caller recorded it first (order mails). */
  id?: string;
}

/** A logo as an absolute address on the site's primary host; never a host taken from a request's headers. */
function absoluteLogo(logoUrl: string | undefined, origin: string): string | null {
  if (!logoUrl || safeMediaSrc(logoUrl) === undefined) return null;
  if (/^https?:\/\//i.test(logoUrl)) return logoUrl;
  return logoUrl.startsWith('/') && !logoUrl.startsWith('//') ? `${origin}${logoUrl}` : null;
}

/**
 * The site's mail: its brand (title, logo, design colours, primary domain) and sender, and
 * `write`, which renders a template and puts it in the outbox inside the caller's transaction.
 * Rendering when the mail is written keeps a queued mail as it was when a design changes later.
 */
export function createSiteMail(deps: {
  outbox: Pick<MailOutbox, 'enqueue' | 'enqueueUnlessRecent'>;
  websites: Pick<WebsiteService, 'findById' | 'primaryHost'>;
  accounts: Pick<AccountService, 'ownerEmail'>;
  config: { publicProtocol: string; appDomain: string };
}) {
  const { config } = deps;

  async function contextOf(websiteId: string): Promise<SiteMailContext> {
    const site = await deps.websites.findById(websiteId);
    const host = await deps.websites.primaryHost(websiteId, config.appDomain);
    const origin = `${config.publicProtocol}://${host ?? config.appDomain}`;
    if (!site)
      return { websiteId, brand: platformBrand(origin), fromName: '', replyTo: null, ownerEmail: null };
    const mail = site.settings.mail;
    return {
      websiteId,
      brand: {
        siteTitle: site.title,
        logoUrl: absoluteLogo(site.header.logoUrl, origin),
        logoAlt: site.header.logoAlt ?? site.title,
        siteUrl: origin,
        palette: designOf(site.design).palette,
      },
      fromName: mail?.senderName || site.title,
      replyTo: mail?.replyTo || null,
      ownerEmail: await deps.accounts.ownerEmail(websiteId),
    };
  }

  async function prepared<Props extends { brand: MailBrand }>(
    context: SiteMailContext,
    template: MailTemplate<Props>,
    props: Props,
    envelope: MailEnvelope,
  ): Promise<OutgoingMail> {
    return outgoing(context, { rendered: await renderMail(template, props), name: template.name }, envelope);
  }

  function outgoing(context: SiteMailContext, mail: PreparedMail, envelope: MailEnvelope): OutgoingMail {
    const { rendered } = mail;
    return {
      ...(envelope.id ? { id: envelope.id } : {}),
      websiteId: context.websiteId,
      to: envelope.to,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      purpose: envelope.purpose ?? mail.name,
      ...(context.fromName ? { fromName: context.fromName } : {}),
      ...(envelope.replyTo ? { replyTo: envelope.replyTo } : {}),
      ...(envelope.headers ? { headers: envelope.headers } : {}),
    };
  }

  return {
    contextOf,

    /**
     * Renders a mail now, so that a transaction that queues it later (`writePrepared`) does not
     * hold its connection while React renders (a group commit of form submissions).
     */
    async render<Props extends { brand: MailBrand }>(
      template: MailTemplate<Props>,
      props: Props,
    ): Promise<PreparedMail> {
      return { rendered: await renderMail(template, props), name: template.name };
    },

    /** Queues a mail rendered by `render` in the caller's transaction; answers its id. */
    writePrepared(
      executor: Executor,
      context: SiteMailContext,
      mail: PreparedMail,
      envelope: MailEnvelope,
    ): Promise<string> {
      return deps.outbox.enqueue(executor, outgoing(context, mail, envelope));
    },

    /** As `writePrepared`, unless this site sent this mail's purpose to this address within `withinMs` (then null). */
    writePreparedUnlessRecent(
      executor: Executor,
      context: SiteMailContext,
      mail: PreparedMail,
      envelope: MailEnvelope,
      withinMs: number,
    ): Promise<string | null> {
      return deps.outbox.enqueueUnlessRecent(executor, outgoing(context, mail, envelope), withinMs);
    },

    /** Renders `template` with `props` and queues it in the caller's transaction; answers the mail's id. */
    async write<Props extends { brand: MailBrand }>(
      executor: Executor,
      context: SiteMailContext,
      template: MailTemplate<Props>,
      props: Props,
      envelope: MailEnvelope,
    ): Promise<string> {
      return deps.outbox.enqueue(executor, await prepared(context, template, props, envelope));
    },

    /** As `write`, unless this site mailed this template to this address within `withinMs` (then null). */
    async writeUnlessRecent<Props extends { brand: MailBrand }>(
      executor: Executor,
      context: SiteMailContext,
      template: MailTemplate<Props>,
      props: Props,
      envelope: MailEnvelope,
      withinMs: number,
    ): Promise<string | null> {
      const mail = await prepared(context, template, props, envelope);
      return deps.outbox.enqueueUnlessRecent(executor, mail, withinMs);
    },
  };
}
