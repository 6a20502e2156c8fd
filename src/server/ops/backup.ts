import { execFile } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { openDatabase } from '../db/client';
import { runningServer } from './server-lock';

const run = promisify(execFile);

/**
 * Backups of a whole installation: one `.tar.gz` holding
 *   manifest.json                what it holds and where it came from
 *   database/pglite.tar.gz       the embedded database (PGlite's own dump of its data folder), or
 *   database/postgres.dump       PostgreSQL's `pg_dump --format=custom`
 *   media/                       DATA_DIR/media (uploaded files and their derived sizes)
 *   app-secret                   DATA_DIR/app-secret when there is one (keys and links stay valid)
 *
 * The embedded database is dumped directly from its folder, so the server must be stopped
 * (server-lock.ts: a running server's pid file refuses the backup). PostgreSQL is dumped while it
 * serves (pg_dump reads one consistent snapshot). Media in S3-compatible storage is not included:
 * back the bucket up with the storage's own tools. The archive holds personal data and secrets:
 * it is written readable by its owner only.
 */
export interface BackupSource {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Media lives in a bucket: not in the archive. */
  s3?: boolean;
}

export interface BackupManifest {
  format: 'sitebuilder-backup';
  version: 1;
  createdAt: string;
  database: 'pglite' | 'postgres';
  media: 'included' | 'none' | 'object storage (not included)';
  appSecret: boolean;
}

export class BackupRefusal extends Error {
  override name = 'BackupRefusal';
}

export async function createBackup(source: BackupSource, archive: string): Promise<BackupManifest> {
  const staging = mkdtempSync(join(tmpdir(), 'sitebuilder-backup-'));
  try {
    mkdirSync(join(staging, 'database'));
    if (source.databaseUrl) await dumpPostgres(source.databaseUrl, join(staging, 'database/postgres.dump'));
    else await dumpPglite(source.dataDir, join(staging, 'database/pglite.tar.gz'));

    const media = join(source.dataDir, 'media');
    const hasMedia = !source.s3 && existsSync(media) && readdirSync(media).length > 0;
    if (hasMedia) cpSync(media, join(staging, 'media'), { recursive: true });
    const secret = join(source.dataDir, 'app-secret');
    const appSecret = existsSync(secret);
    if (appSecret) cpSync(secret, join(staging, 'app-secret'));

    const manifest: BackupManifest = {
      format: 'sitebuilder-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      database: source.databaseUrl ? 'postgres' : 'pglite',
      media: source.s3 ? 'object storage (not included)' : hasMedia ? 'included' : 'none',
      appSecret,
    };
    await writeFile(join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
    mkdirSync(dirname(resolve(archive)), { recursive: true });
    await run('tar', ['-czf', resolve(archive), '-C', staging, '.']);
    chmodSync(archive, 0o600);
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Restores an archive into an empty installation: a data folder without a database (PGlite), or
 * an empty PostgreSQL database (create it first). The server applies newer migrations when it
 * starts, so an older backup restores into a newer release.
 */
export async function restoreBackup(archive: string, target: BackupSource): Promise<BackupManifest> {
  const staging = mkdtempSync(join(tmpdir(), 'sitebuilder-restore-'));
  try {
    // Extract only regular paths below the staging folder (GNU tar refuses `..` and absolute names).
    await run('tar', ['-xzf', resolve(archive), '-C', staging, '--no-same-owner']);
    const manifest = readManifest(join(staging, 'manifest.json'));
    const wants = target.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database !== wants)
      throw new BackupRefusal(
        `This backup holds a ${manifest.database === 'postgres' ? 'PostgreSQL' : 'embedded (PGlite)'} database; ` +
          `restore it with ${manifest.database === 'postgres' ? 'DATABASE_URL set' : 'DATABASE_URL unset'}.`,
      );
    const media = join(target.dataDir, 'media');
    if (manifest.media === 'included' && existsSync(media) && readdirSync(media).length > 0)
      throw new BackupRefusal(`${media} is not empty: restore into a fresh data folder.`);

    mkdirSync(target.dataDir, { recursive: true });
    if (target.databaseUrl)
      await restorePostgres(join(staging, 'database/postgres.dump'), target.databaseUrl);
    else await restorePglite(join(staging, 'database/pglite.tar.gz'), target.dataDir);

    if (manifest.media === 'included') cpSync(join(staging, 'media'), media, { recursive: true });
    const secret = join(target.dataDir, 'app-secret');
    if (manifest.appSecret && !existsSync(secret)) {
      cpSync(join(staging, 'app-secret'), secret);
      chmodSync(secret, 0o600);
    }
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

function readManifest(file: string): BackupManifest {
  const manifest = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<BackupManifest>)
    : {};
  if (manifest.format !== 'sitebuilder-backup' || manifest.version !== 1)
    throw new BackupRefusal('This file is not a sitebuilder backup (no manifest.json of version 1).');
  return manifest as BackupManifest;
}

async function dumpPglite(dataDir: string, file: string): Promise<void> {
  if (!existsSync(join(dataDir, 'PG_VERSION')))
    throw new BackupRefusal(`${dataDir} holds no embedded database.`);
  const running = runningServer(dataDir);
  if (running !== undefined)
    throw new BackupRefusal(
      `The server (pid ${running}) is running on ${dataDir}: stop it first. ` +
        'The embedded database is backed up from its folder, which only one process may open.',
    );
  const database = await openDatabase({ dataDir });
  try {
    const dump = await database.pglite!.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

async function restorePglite(file: string, dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, 'PG_VERSION')))
    throw new BackupRefusal(`${dataDir} already holds a database: restore into a fresh data folder.`);
  const database = await openDatabase({ dataDir, loadDataDir: new Blob([readFileSync(file)]) });
  await database.close();
}

/**
 * The password goes to pg_dump/pg_restore through PGPASSWORD, not the command line (which other
 * users of the machine can read).
 */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

async function dumpPostgres(url: string, file: string): Promise<void> {
  const { dbname, env } = connection(url);
  await run(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${dbname}`],
    {
      env,
    },
  ).catch((error: unknown) => {
    throw new BackupRefusal(`pg_dump failed (is postgresql-client installed?): ${stderrOf(error)}`);
  });
}

async function restorePostgres(file: string, url: string): Promise<void> {
  const { dbname, env } = connection(url);
  const { stdout } = await run(
    'psql',
    [
      '-XAtq',
      `--dbname=${dbname}`,
      '-c',
      "select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    ],
    { env },
  );
  if (Number(stdout.trim()) > 0)
    throw new BackupRefusal('The target database is not empty: create a fresh database and restore into it.');
  await run(
    'pg_restore',
    ['--exit-on-error', '--no-owner', '--no-privileges', '--single-transaction', `--dbname=${dbname}`, file],
    { env },
  ).catch((error: unknown) => {
    throw new BackupRefusal(`pg_restore failed: ${stderrOf(error)}`);
  });
}

const stderrOf = (error: unknown) =>
  String((error as { stderr?: unknown }).stderr ?? (error as Error).message ?? error)
    .trim()
    .slice(0, 2000);
