import type { FastifyInstance } from 'fastify';
import { listQuerySchema } from '../../../shared/api/forms';
import { requireContentEditor } from '../../plugins/auth';
import { parseInput } from '../../plugins/validation';
import type { AccountService } from '../accounts';
import type { MailOutbox } from './outbox';

/** The owners' view of the site's outbox: what was sent, what waits, what failed and why. */
export function registerMailRoutes(
  app: FastifyInstance,
  deps: { outbox: MailOutbox; accounts: AccountService },
): void {
  app.get('/api/rest/mail/outbox', async (request) => {
    const { websiteId } = await requireContentEditor(request, deps.accounts);
    return deps.outbox.list(websiteId, parseInput(listQuerySchema, request.query));
  });
}
