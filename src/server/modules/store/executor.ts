import type { Db } from '../../db/client';

/** Anything that runs queries: the database or an open transaction. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
