import type { FormSubmission, FormSubmissionPayload } from '../../../shared/api/forms';
import { AppError } from '../../../shared/errors';
import type { FormDefinition, FormSettings } from '../../../shared/forms/definition';
import { firstOf, plainValues } from '../../../shared/forms/plain-values';
import {
  displayValue,
  inputFields,
  normalizeValues,
  validateForm,
  type FormValues,
} from '../../../shared/forms/validate';
import { newId } from '../../../shared/ids';
import { type CurrencyCode } from '../../../shared/money';
import type { Db } from '../../db/client';
import {
  formAutoReplyMail,
  formNotificationMail,
  type Executor,
  type PreparedMail,
  type SiteMail,
  type SiteMailContext,
  mailText,
} from '../mail';
import type { ClaimedPage, PageReference } from '../content';
import type { CaptchaService } from './captcha';
import type { NewsletterService } from './newsletter';
import type { NotifyAddressService } from './notify-addresses';
import type { FormService } from './service';
import { submissionKeyValid, type Signer } from './signing';
import { currencyValueOf, pagePathOf, parseFormMap, singleLine, visitorNameOf } from './submitted-values';
import { createSubmissionInputs } from './submission-inputs';
import { createSubmissionWriter, type SubmissionWriterOptions } from './submission-writer';

export interface SubmissionContext {
  websiteId: string;
  siteTitle: string;
  /** The site's currency: a currency field's amount is shown with it in the owner's mail. */
  currency: CurrencyCode;
  /** Scheme and host the visitor used, for links in e-mails (newsletter confirmation). */
  origin: string;
  remoteIp?: string;
  /**
   * The site's content version as the request found it (the site directory): the form, mail
   * context and page reference are read once per version (submission-inputs.ts). Absent: read each time.
   */
  contentVersion?: number;
}

export type SubmissionResult = { submissionId: string; spam?: true };

/** What a submission says of the page it came from; ids are confirmed before they are stored. */
type PageFields = ClaimedPage & {
  pagePath?: string | undefined;
  pageTitle?: string | undefined;
  objectName?: string | undefined;
  isOverlayForm?: boolean | undefined;
};

export type SubmissionService = ReturnType<typeof createSubmissionService>;

/** At most one auto-reply to an address per site in this time. */
export const AUTO_REPLY_INTERVAL_MS = 10 * 60_000;

/** Forms saved before auto-replies existed have no such settings. */
const autoReplyOf = (definition: FormDefinition) =>
  definition.settings.autoReply as FormSettings['autoReply'] | undefined;

/**
 * SaveFormSubmission (visitor-runtime §7, §8): key → form → honeypot → fields → captcha →
 * one transaction that stores the submission, queues the owner's notification and, for a
 * newsletter, the sign-up and its confirmation mail — shared with the submissions that came in
 * at the same moment (submission-writer.ts, a group commit). Nothing is said to the visitor
 * before that transaction commits; the submission key makes a retried send store nothing twice.
 */
export function createSubmissionService(deps: {
  db: Db;
  forms: FormService;
  newsletter: NewsletterService;
  notifyAddresses: Pick<NotifyAddressService, 'recipients'>;
  captcha: CaptchaService;
  siteMail: SiteMail;
  signer: Signer;
  /** Confirms a submission's page ids are this site's (the content module's reader). */
  pages: { confirmPageReference(websiteId: string, claim: ClaimedPage): Promise<PageReference> };
  clock?: () => Date;
  /** The submissions' group commit (submission-writer.ts): batch size, gathering time, back-pressure. */
  groupCommit?: SubmissionWriterOptions;
  onWriteError?: (error: unknown, name: string) => void;
}) {
  const clock = deps.clock ?? (() => new Date());
  const writer = createSubmissionWriter({
    db: deps.db,
    clock,
    options: deps.groupCommit,
    onError: deps.onWriteError,
  });
  // Per site and content version, so a submission's own reads stay off the database's one
  // connection that the batch's transaction holds (PGlite).
  const inputs = createSubmissionInputs({
    form: (websiteId, formId) => deps.forms.findForSubmission(websiteId, formId),
    mailContext: (websiteId) => deps.siteMail.contextOf(websiteId),
    pageReference: (websiteId, claim) => deps.pages.confirmPageReference(websiteId, claim),
  });

  /**
   * The owner's notification, rendered before the batch's transaction (React rendering must not
   * hold the connection the batch holds); null when the form notifies nobody.
   */
  async function prepareNotification(
    context: SubmissionContext,
    mail: SiteMailContext,
    definition: FormDefinition,
    values: FormValues,
    pagePath: string | undefined,
  ): Promise<{ prepared: PreparedMail; replyTo: string | null } | null> {
    if (definition.settings.storage.notifyEmails.length === 0) return null;
    const fields = inputFields(definition.fields);
    // A visitor's line breaks stay only where the field takes paragraphs: elsewhere they could
    // fake lines of the mail ("Sent from …", another field).
    const shown = fields.map((field) => {
      const raw = values[field.id];
      const value =
        field.type === 'currency' && typeof raw === 'string' && raw.trim() !== ''
          ? currencyValueOf(field.currencySymbol, raw, context.currency)
          : displayValue(field, raw);
      const multiline = field.type === 'textarea';
      return {
        label: field.type === 'hidden' ? field.title || field.key : field.title,
        value: multiline ? value : singleLine(value),
        multiline,
      };
    });
    const replyTo = fields.find(
      (field) => field.type === 'email' && typeof values[field.id] === 'string' && values[field.id] !== '',
    );
    // The form and the visitor in the subject, so mail clients do not thread every submission together.
    const visitor = visitorNameOf(fields, values);
    const base =
      definition.settings.storage.emailSubject ||
      mailText('mail.formNotification.subject', { form: definition.name });
    const subject = visitor
      ? mailText('mail.formNotification.subjectFrom', { subject: base, visitor })
      : base;
    const prepared = await deps.siteMail.render(formNotificationMail, {
      brand: mail.brand,
      formName: definition.name,
      subject,
      fields: shown,
      pagePath: pagePath ?? null,
    });
    return { prepared, replyTo: replyTo ? (values[replyTo.id] as string) : null };
  }

  /** In the batch's transaction: the notification to the owner's address and the confirmed ones. */
  async function notifyOwner(
    tx: Executor,
    mail: SiteMailContext,
    definition: FormDefinition,
    notification: { prepared: PreparedMail; replyTo: string | null } | null,
  ): Promise<string | null> {
    if (!notification) return null;
    // Only the owner's own address and confirmed ones: an unconfirmed address gets nothing yet.
    const recipients = await deps.notifyAddresses.recipients(
      tx,
      mail,
      definition.settings.storage.notifyEmails,
    );
    if (recipients.length === 0) return null;
    return deps.siteMail.writePrepared(tx, mail, notification.prepared, {
      to: recipients.join(', '),
      ...(notification.replyTo ? { replyTo: notification.replyTo } : {}),
    });
  }

  /**
   * The owner's optional reply to the visitor, at the address of the form's e-mail field: the
   * owner's words only, at most one per address every AUTO_REPLY_INTERVAL_MS for the site, and
   * counted in the site's daily cap, so entering someone else's address cannot flood them.
   */
  async function prepareAutoReply(
    mail: SiteMailContext,
    definition: FormDefinition,
    values: FormValues,
  ): Promise<{ prepared: PreparedMail; to: string } | null> {
    const settings = autoReplyOf(definition);
    if (!settings?.enabled || settings.message === '') return null;
    const field = inputFields(definition.fields).find(
      (candidate) =>
        candidate.type === 'email' && typeof values[candidate.id] === 'string' && values[candidate.id] !== '',
    );
    if (!field) return null;
    const prepared = await deps.siteMail.render(formAutoReplyMail, {
      brand: mail.brand,
      subject: singleLine(settings.subject),
      message: settings.message,
    });
    return { prepared, to: String(values[field.id]).trim().toLowerCase() };
  }

  /** In the batch's transaction: the auto-reply rendered before, unless one went to the address lately. */
  async function autoReply(
    tx: Executor,
    mail: SiteMailContext,
    reply: { prepared: PreparedMail; to: string } | null,
  ): Promise<void> {
    if (!reply) return;
    await deps.siteMail.writePreparedUnlessRecent(
      tx,
      mail,
      reply.prepared,
      { to: reply.to, replyTo: mail.replyTo ?? mail.ownerEmail },
      AUTO_REPLY_INTERVAL_MS,
    );
  }

  async function store(
    context: SubmissionContext,
    formId: string,
    definition: FormDefinition,
    key: string,
    values: FormValues,
    payload: PageFields,
  ): Promise<string> {
    const searchText = inputFields(definition.fields)
      .map((field) => displayValue(field, values[field.id]))
      .join(' \u2022 ')
      .toLowerCase();
    // The site's brand and sender, read before the transaction (only when a mail will be written).
    const mail =
      definition.settings.storage.notifyEmails.length > 0 ||
      definition.kind === 'newsletter' ||
      autoReplyOf(definition)?.enabled
        ? await inputs.mailContext(context.websiteId, context.contentVersion)
        : null;
    const page = await inputs.pageReference(context.websiteId, context.contentVersion, {
      collectionId: payload.collectionId,
      pageId: payload.pageId,
      contentSource: payload.contentSource,
    });
    const pagePath = pagePathOf(payload.pagePath);
    const [notification, reply] = mail
      ? await Promise.all([
          prepareNotification(context, mail, definition, values, pagePath),
          prepareAutoReply(mail, definition, values),
        ])
      : [null, null];
    return writer.save({
      row: {
        id: newId(),
        websiteId: context.websiteId,
        formId,
        submissionKey: key,
        values,
        searchText,
        pagePath: pagePath ?? null,
        pageTitle: payload.pageTitle ?? null,
        ...page,
        objectName: payload.objectName ? singleLine(payload.objectName) : null,
        isOverlayForm: payload.isOverlayForm ?? false,
        createdAt: clock(),
      },
      // In the batch's transaction, only when this row is new (a retried key writes nothing more).
      after: mail
        ? async (tx) => {
            const mailId = await notifyOwner(tx, mail, definition, notification);
            await autoReply(tx, mail, reply);
            if (definition.kind === 'newsletter') {
              const emailField = inputFields(definition.fields).find(
                (field) => field.type === 'email' && field.required,
              );
              const email = emailField ? values[emailField.id] : undefined;
              if (typeof email === 'string' && email !== '')
                await deps.newsletter.signUp(tx, {
                  websiteId: context.websiteId,
                  formId,
                  email,
                  mail,
                  origin: context.origin,
                });
            }
            return mailId;
          }
        : null,
    });
  }

  /** Everything after the key and the payload's shape: shared by the JSON call and the no-JavaScript post. */
  async function accept(
    context: SubmissionContext,
    input: PageFields & {
      formId: string;
      key: string;
      values: FormValues;
      captchaKey?: string | undefined;
      honeypot?: string | undefined;
    },
  ): Promise<SubmissionResult> {
    const form = await inputs.form(context.websiteId, context.contentVersion, input.formId);
    if (!form) throw new AppError('formNotConfigured');
    const definition = form.definition;
    // A bot filled the field people never see: answer as if all went well, keep nothing.
    if (input.honeypot && input.honeypot.trim() !== '') return { submissionId: newId(), spam: true };
    const errors = validateForm(definition, input.values);
    if (
      definition.settings.disclaimer.enabled &&
      definition.settings.disclaimer.requireAcceptance &&
      input.values.disclaimer !== 'accepted'
    ) {
      errors.disclaimer = 'Please accept the terms to continue.';
    }
    if (Object.keys(errors).length > 0) throw new AppError('validation', errors);
    const captcha = await deps.captcha.verify(
      definition.settings.captcha.provider,
      context.websiteId,
      input.captchaKey,
      context.remoteIp,
    );
    if (!captcha.ok) {
      if (captcha.reason === 'unavailable') throw new AppError('internal');
      throw new AppError('captchaIncomplete');
    }
    const values = normalizeValues(definition, input.values);
    const submissionId = await store(context, form.id, definition, input.key, values, input);
    return { submissionId };
  }

  return {
    /** Commits what waits (tests; benches). */
    flush: () => writer.flush(),
    /** Stops taking submissions and commits what waits, before the database closes. */
    close: () => writer.close(),
    stats: () => writer.stats(),

    /** POST /api/form/SaveFormSubmission, its body checked by the route's schema. */
    async submit(context: SubmissionContext, payload: FormSubmission): Promise<SubmissionResult> {
      if (!submissionKeyValid(deps.signer, payload.key, context.websiteId, clock()))
        throw new AppError('formKeyInvalid');
      const values = parseFormMap(payload.form);
      return accept(context, {
        formId: payload.formId,
        key: payload.key,
        values,
        captchaKey: payload.captchaKey,
        honeypot: payload.honeypot,
        pagePath: payload.pagePath,
        pageTitle: payload.pageTitle,
        collectionId: payload.collectionId,
        pageId: payload.pageId,
        contentSource: payload.contentSource,
        objectName: payload.objectName,
        isOverlayForm: payload.isOverlayForm,
      });
    },

    /**
     * The no-JavaScript post: HTML form fields named `field.{id}` (multi-part `field.{id}.{n}`,
     * checkboxes and likert repeated). No key exists without JavaScript, so each post is its own.
     */
    async submitPlain(
      context: SubmissionContext,
      formId: string,
      fields: Record<string, string | string[] | undefined>,
    ): Promise<SubmissionResult> {
      const values = plainValues(fields);
      return accept(context, {
        formId,
        key: `plain:${newId()}`,
        values,
        honeypot: firstOf(fields.honeypot),
        pagePath: firstOf(fields.pagePath),
        pageTitle: firstOf(fields.pageTitle),
      });
    },
  };
}

export type { FormSubmissionPayload };
