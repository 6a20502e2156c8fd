import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { newId } from '../../shared/ids';
import { openDatabase, type Database } from '../db/client';

export type Engine = 'pglite' | 'postgres';

/** PGlite always; the real PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const testEngines: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A fresh, migrated, empty database of the given engine. On PostgreSQL each call creates its
 * own database (dropped on close), so test files never see each other's rows.
 */
export async function openTestDatabase(engine: Engine = 'pglite'): Promise<Database> {
  if (engine === 'pglite') {
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    return openDatabase({ dataDir: 'memory://', loadDataDir: template });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `sb_test_${newId()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused', poolSize: 20 });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
