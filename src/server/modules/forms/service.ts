import { and, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { FormSummary, ListQuery, Page, SubmissionRow } from '../../../shared/api/forms';
import { AppError } from '../../../shared/errors';
import {
  formDefinitionSchema,
  publicFormOf,
  type FormDefinition,
  type PublicForm,
} from '../../../shared/forms/definition';
import { displayValue, inputFields } from '../../../shared/forms/validate';
import { newId } from '../../../shared/ids';
import type { Db } from '../../db/client';
import { parseInput } from '../../plugins/validation';
import { sanitizeHtml } from '../content';
import type { MailOutbox } from '../mail';
import type { WebsiteService } from '../websites';
import { csvDocument } from '../../csv';
import type { CaptchaService } from './captcha';
import type { NotifyAddressService } from './notify-addresses';
import { formSubmissions, forms, type FormRow } from './tables';

/** Escapes LIKE wildcards so a search for "50%" means those characters. */
export const likePattern = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * CSV cells that a spreadsheet would run as a formula (=, +, -, @, tab, CR) get a leading
 * apostrophe: visitors write these cells, owners open them.
 */
export type FormService = ReturnType<typeof createFormService>;

/** Form definitions and the owners' view of submissions. Submitting lives in submissions.ts. */
export function createFormService(deps: {
  db: Db;
  websites: Pick<WebsiteService, 'changes'>;
  captcha: CaptchaService;
  outbox: MailOutbox;
  /** Addresses the form names besides the owner's get their verification mail when it is saved. */
  notifyAddresses: Pick<NotifyAddressService, 'request'>;
  clock?: () => Date;
}) {
  const clock = deps.clock ?? (() => new Date());

  function checkDefinition(input: unknown): FormDefinition {
    const parsed = parseInput(formDefinitionSchema, input);
    // Owner HTML shown to visitors: sanitized like block HTML before it is stored.
    const { advanced, disclaimer } = parsed.settings;
    const definition: FormDefinition = {
      ...parsed,
      settings: {
        ...parsed.settings,
        advanced: {
          ...advanced,
          successMessage: sanitizeHtml(advanced.successMessage, 'rich-text'),
          postSubmitHtml: sanitizeHtml(advanced.postSubmitHtml, 'embed'),
        },
        disclaimer: { ...disclaimer, html: sanitizeHtml(disclaimer.html, 'rich-text') },
      },
    };
    if (!deps.captcha.supports(definition.settings.captcha.provider)) {
      const name =
        definition.settings.captcha.provider === 'recaptcha'
          ? 'reCAPTCHA (RECAPTCHA_SECRET_KEY)'
          : 'Turnstile (TURNSTILE_SECRET_KEY)';
      throw new AppError('validation', {
        'settings.captcha.provider': `${name} is not configured on this server. Choose another captcha.`,
      });
    }
    return definition;
  }

  async function row(websiteId: string, formId: string): Promise<FormRow | null> {
    const [found] = await deps.db
      .select()
      .from(forms)
      .where(and(eq(forms.websiteId, websiteId), eq(forms.id, formId)))
      .limit(1);
    return found ?? null;
  }

  async function owned(websiteId: string, formId: string): Promise<FormRow> {
    const found = await row(websiteId, formId);
    if (!found) throw new AppError('notFound');
    return found;
  }

  const service = {
    async create(websiteId: string, input: unknown, id: string = newId()): Promise<FormRow> {
      const definition = checkDefinition(input);
      const now = clock();
      const [created] = await deps.db
        .insert(forms)
        .values({
          id,
          websiteId,
          kind: definition.kind,
          name: definition.name,
          definition,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await deps.notifyAddresses.request(
        websiteId,
        definition.name,
        definition.settings.storage.notifyEmails,
      );
      return created!;
    },

    async get(websiteId: string, formId: string): Promise<FormRow> {
      return owned(websiteId, formId);
    },

    /** Replaces the definition; pages showing the form are re-rendered. */
    async update(websiteId: string, formId: string, input: unknown): Promise<FormRow> {
      const definition = checkDefinition(input);
      await owned(websiteId, formId);
      const [updated] = await deps.websites.changes.write(websiteId, (tx) =>
        tx
          .update(forms)
          .set({ kind: definition.kind, name: definition.name, definition, updatedAt: clock() })
          .where(and(eq(forms.websiteId, websiteId), eq(forms.id, formId)))
          .returning(),
      );
      await deps.notifyAddresses.request(
        websiteId,
        definition.name,
        definition.settings.storage.notifyEmails,
      );
      return updated!;
    },

    async list(websiteId: string): Promise<FormSummary[]> {
      // Two plain queries: a correlated subquery in drizzle's sql`` loses its table names and counted nothing.
      const [rows, counts] = await Promise.all([
        deps.db
          .select({ id: forms.id, name: forms.name, kind: forms.kind, updatedAt: forms.updatedAt })
          .from(forms)
          .where(eq(forms.websiteId, websiteId))
          .orderBy(desc(forms.updatedAt)),
        deps.db
          .select({ formId: formSubmissions.formId, total: count() })
          .from(formSubmissions)
          .where(eq(formSubmissions.websiteId, websiteId))
          .groupBy(formSubmissions.formId),
      ]);
      const totals = new Map(counts.map((row) => [row.formId, row.total]));
      return rows.map((form) => ({
        ...form,
        submissionCount: totals.get(form.id) ?? 0,
        updatedAt: form.updatedAt.toISOString(),
      }));
    },

    /** The public part of the site's forms with these ids, for rendering pages. Unknown ids are left out. */
    async publicForms(websiteId: string, formIds: string[]): Promise<Map<string, PublicForm>> {
      if (formIds.length === 0) return new Map();
      const rows = await deps.db
        .select()
        .from(forms)
        .where(and(eq(forms.websiteId, websiteId), inArray(forms.id, formIds)));
      return new Map(rows.map((form) => [form.id, publicFormOf(form.id, form.definition)]));
    },

    async findForSubmission(websiteId: string, formId: string): Promise<FormRow | null> {
      return row(websiteId, formId);
    },

    async submissions(
      websiteId: string,
      formId: string,
      query: ListQuery,
    ): Promise<Page<SubmissionRow> & { fields: { id: string; title: string }[] }> {
      const form = await owned(websiteId, formId);
      const where = and(
        eq(formSubmissions.websiteId, websiteId),
        eq(formSubmissions.formId, formId),
        query.query ? ilike(formSubmissions.searchText, likePattern(query.query)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        deps.db
          .select()
          .from(formSubmissions)
          .where(where)
          .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        deps.db.select({ total: count() }).from(formSubmissions).where(where),
      ]);
      const mailIds = rows.flatMap((submission) =>
        submission.notificationMailId ? [submission.notificationMailId] : [],
      );
      const mailStatus = await deps.outbox.statusOf(websiteId, mailIds);
      const fields = inputFields(form.definition.fields);
      return {
        fields: fields.map((field) => ({
          id: field.id,
          title: field.type === 'hidden' ? field.title || field.key : field.title,
        })),
        rows: rows.map((submission) => {
          const status = submission.notificationMailId
            ? mailStatus.get(submission.notificationMailId)
            : undefined;
          return {
            id: submission.id,
            createdAt: submission.createdAt.toISOString(),
            values: submission.values,
            display: Object.fromEntries(
              fields.map((field) => [field.id, displayValue(field, submission.values[field.id])]),
            ),
            pagePath: submission.pagePath,
            notification: status === undefined ? 'none' : status === 'sending' ? 'queued' : status,
          };
        }),
        total: total?.total ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** Every submission of a form as CSV (header row of field labels, oldest first). */
    async submissionsCsv(websiteId: string, formId: string): Promise<{ filename: string; csv: string }> {
      const form = await owned(websiteId, formId);
      const fields = inputFields(form.definition.fields);
      const rows = await deps.db
        .select()
        .from(formSubmissions)
        .where(and(eq(formSubmissions.websiteId, websiteId), eq(formSubmissions.formId, formId)))
        .orderBy(formSubmissions.createdAt, formSubmissions.id);
      const header = [
        'Submitted',
        ...fields.map((field) => (field.type === 'hidden' ? field.title || field.key : field.title)),
        'Page',
      ];
      const lines = rows.map((submission) => [
        submission.createdAt.toISOString(),
        ...fields.map((field) => displayValue(field, submission.values[field.id])),
        submission.pagePath ?? '',
      ]);
      const slug =
        form.name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '') || 'form';
      return { filename: `${slug}-submissions.csv`, csv: csvDocument([header, ...lines]) };
    },
  };
  return service;
}
