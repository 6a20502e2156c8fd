import { and, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/errors';
import { stripInvalidText } from '../../../shared/text/invalid-text';
import type { Db } from '../../db/client';
import { isDataError } from '../../db/errors';
import { createGroupCommit, type GroupCommitOptions } from '../../db/group-commit';
import type { Executor } from '../mail';
import { formDeadLetters, formSubmissions } from './tables';

type SubmissionRow = typeof formSubmissions.$inferInsert & { id: string };

/** One submission on its way to the database, with what must commit with it. */
export interface PendingSubmission {
  row: SubmissionRow;
  /**
   * Runs in the batch's transaction once the row is in (not for a retried key): the owner's
   * notification, the auto-reply, the newsletter sign-up. Answers the notification's mail id.
   */
  after: ((tx: Executor) => Promise<string | null>) | null;
  /** Set by the write that commits it: this row's id, or the earlier row's for a retried key. */
  storedId?: string;
}

export type SubmissionWriterOptions = Pick<
  GroupCommitOptions<unknown>,
  'maxRows' | 'gatherMs' | 'maxPending' | 'maxLagMs'
>;

/** The database's own message (drizzle puts the whole query and its values in the outer one). */
function messageOf(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error ? current.message : String(current);
}

export type SubmissionWriter = ReturnType<typeof createSubmissionWriter>;

/**
 * SaveFormSubmission's group commit (db/group-commit.ts): concurrent submissions gather for a
 * few milliseconds and commit as ONE transaction holding one multi-row insert plus each new
 * row's mail (outbox) and sign-up, so the visitor hears "success" only once all of it is
 * committed, and a kill -9 loses nothing acknowledged. A row the database refuses for its data
 * is retried alone and parked in `form_dead_letters` (its visitor hears the submission failed);
 * the others of its batch are stored. When the database falls behind, `save` refuses at once
 * (503 with Retry-After) rather than letting visitors wait on a stalled write.
 */
export function createSubmissionWriter(deps: {
  db: Db;
  clock: () => Date;
  options?: SubmissionWriterOptions | undefined;
  onError?: ((error: unknown, name: string) => void) | undefined;
}) {
  async function write(batch: PendingSubmission[]): Promise<void> {
    await deps.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(formSubmissions)
        .values(batch.map((pending) => pending.row))
        .onConflictDoNothing({ target: [formSubmissions.websiteId, formSubmissions.submissionKey] })
        .returning({ id: formSubmissions.id });
      const fresh = new Set(inserted.map((row) => row.id));
      // The same key again (a retried send, even within this batch): answer with the first row's id.
      const repeated = batch.filter((pending) => !fresh.has(pending.row.id));
      const earlier = new Map<string, string>();
      if (repeated.length > 0) {
        const found = await tx
          .select({
            id: formSubmissions.id,
            websiteId: formSubmissions.websiteId,
            key: formSubmissions.submissionKey,
          })
          .from(formSubmissions)
          .where(
            and(
              inArray(formSubmissions.websiteId, [
                ...new Set(repeated.map((pending) => pending.row.websiteId)),
              ]),
              inArray(
                formSubmissions.submissionKey,
                repeated.map((pending) => pending.row.submissionKey),
              ),
            ),
          );
        for (const row of found) earlier.set(`${row.websiteId} ${row.key}`, row.id);
      }
      const mails: Array<{ id: string; mailId: string }> = [];
      for (const pending of batch) {
        if (!fresh.has(pending.row.id)) {
          const id = earlier.get(`${pending.row.websiteId} ${pending.row.submissionKey}`);
          if (!id) throw new Error('submission key conflict without a row');
          pending.storedId = id;
          continue;
        }
        pending.storedId = pending.row.id;
        const mailId = pending.after ? await pending.after(tx) : null;
        if (mailId) mails.push({ id: pending.row.id, mailId });
      }
      // Each row's notification, in one statement for the batch (its mail is written after the row).
      if (mails.length > 0)
        await tx.execute(
          sql`update ${formSubmissions} set notification_mail_id = v.mail
              from (values ${sql.join(
                mails.map((mail) => sql`(${mail.id}, ${mail.mailId})`),
                sql`, `,
              )}) as v(id, mail)
              where ${formSubmissions.id} = v.id`,
        );
    });
  }

  const commits = createGroupCommit<PendingSubmission>({
    name: 'form_submissions',
    write,
    isRowError: isDataError,
    deadLetter: async (pending, error) => {
      await deps.db.insert(formDeadLetters).values({
        websiteId: pending.row.websiteId,
        formId: pending.row.formId,
        payload: JSON.stringify(pending.row),
        error: stripInvalidText(messageOf(error)).slice(0, 2000),
        createdAt: deps.clock(),
      });
    },
    // Submissions are fewer and heavier than census hits (each may write mail in the transaction).
    maxRows: 200,
    maxPending: 5_000,
    ...deps.options,
    ...(deps.onError ? { onError: deps.onError } : {}),
  });

  return {
    /** Resolves with the stored submission's id once committed; throws what the visitor should hear otherwise. */
    async save(pending: PendingSubmission): Promise<string> {
      const result = await commits.commit([pending]);
      // The database is behind: the visitor's runtime may send the same key again in a second.
      if (result === 'busy') throw new AppError('unavailable').retryAfter(1000);
      // Kept in form_dead_letters, so never lost, but not a submission the owner sees or is told of:
      // the visitor hears so, and that sending it again will not help (not a 500, nothing broke).
      if (result === 'parked') throw new AppError('formSubmissionSetAside');
      return pending.storedId!;
    },
    flush: () => commits.flush(),
    close: () => commits.close(),
    stats: () => commits.stats(),
  };
}
