import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { MailDeliveryState } from '../../../shared/api/mail';
import type { Db } from '../../db/client';
import { mailOutbox } from './tables';

/** Mail waiting longer than this while a mail server is set up counts as delayed. */
export const DELAYED_AFTER_MINUTES = 15;
/** Failures this recent still deserve the owner's attention. */
const RECENT_FAILURES_DAYS = 7;

/**
 * Whether the site's e-mail is actually leaving, for the owners' warning: without a mail server
 * (no SMTP_URL) nothing ever does; with one, mail waiting over 15 minutes or failing recently is
 * a problem the owner should hear about before a shopper does.
 */
export function createDeliveryHealth(deps: { db: Db; delivering: boolean; clock: () => Date }) {
  return {
    async of(websiteId: string): Promise<MailDeliveryState> {
      const now = deps.clock();
      const since = new Date(now.getTime() - RECENT_FAILURES_DAYS * 24 * 60 * 60 * 1000);
      const [waiting] = await deps.db
        .select({ count: sql<number>`count(*)::int`, oldest: sql<Date | null>`min(${mailOutbox.createdAt})` })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.websiteId, websiteId), inArray(mailOutbox.status, ['queued', 'sending'])));
      const [failed] = await deps.db
        .select({ count: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.websiteId, websiteId),
            inArray(mailOutbox.status, ['failed', 'partial']),
            gte(mailOutbox.createdAt, since),
          ),
        );
      const oldest = waiting?.oldest ? new Date(waiting.oldest) : null;
      const state = {
        delivering: deps.delivering,
        waiting: waiting?.count ?? 0,
        oldestWaitingMinutes: oldest ? Math.floor((now.getTime() - oldest.getTime()) / 60_000) : 0,
        failedRecently: failed?.count ?? 0,
      };
      return { ...state, problem: problemOf(state) };
    },
  };
}

export type DeliveryHealth = ReturnType<typeof createDeliveryHealth>;

function problemOf(state: Omit<MailDeliveryState, 'problem'>): MailDeliveryState['problem'] {
  if (!state.delivering) return state.waiting > 0 ? 'not-delivering' : null;
  const delayed = state.oldestWaitingMinutes >= DELAYED_AFTER_MINUTES || state.failedRecently > 0;
  return delayed ? 'delayed' : null;
}
