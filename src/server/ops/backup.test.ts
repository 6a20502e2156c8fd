import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/ids';
import { openDatabase, type Database } from '../db/client';
import { DEMO_OWNER_EMAIL, seedDemoSite } from '../modules/seed';
import { imageFile, upload } from '../modules/media/test-media';
import { buildTestApp, hostOf, visitor } from '../testing/test-app';
import { openTestDatabase } from '../testing/test-database';
import { BackupRefusal, createBackup, restoreBackup } from './backup';

/**
 * Backup and restore round trips: a site with pages and an uploaded image is backed up, restored
 * into a fresh data folder (and, with TEST_DATABASE_URL, a fresh PostgreSQL database made here),
 * and the restored server answers the same pages and the same image bytes.
 */
const PASSWORD = 'backup-owner-password-1';
const demo = hostOf('demo');
const folders: string[] = [];
const folder = (name: string) => {
  const made = mkdtempSync(join(tmpdir(), `${name}-`));
  folders.push(made);
  return made;
};
afterAll(() => folders.forEach((made) => rmSync(made, { recursive: true, force: true })));

/** What a visitor gets: the pages' HTML and the image's bytes. */
async function snapshot(database: Database, dataDir: string, imageUrl: string) {
  const t = await buildTestApp({ database, config: { dataDir } });
  try {
    const answers: Record<string, string> = {};
    for (const url of ['/', '/about', imageUrl]) {
      const response = await t.app.inject({ url, headers: { host: demo } });
      expect(response.statusCode, url).toBe(200);
      answers[url] =
        url === imageUrl ? response.rawPayload.toString('base64') : withoutPerRequestValues(response.body);
    }
    return answers;
  } finally {
    await t.app.close();
  }
}

/** Values that differ per response whatever the data (CSP nonces, anti-forgery crumbs). */
const withoutPerRequestValues = (html: string) =>
  html.replace(/nonce="[^"]*"/g, 'nonce=""').replace(/"crumb":"[^"]*"/g, '"crumb":""');

/** A demo site with an uploaded image in `dataDir`; answers the image's URL. */
async function seedWithImage(database: Database, dataDir: string): Promise<string> {
  const t = await buildTestApp({ database, config: { dataDir } });
  try {
    await seedDemoSite({ ...t.services, ownerPassword: PASSWORD });
    const owner = visitor(t.app, demo);
    await owner.signIn(DEMO_OWNER_EMAIL, PASSWORD);
    const uploaded = await upload(t.app, owner, demo, 'photo.png', await imageFile('png', 64, 48));
    expect(uploaded.statusCode).toBe(201);
    return (uploaded.json() as { url: string }).url;
  } finally {
    await t.app.close();
  }
}

describe('backup and restore on the embedded database', () => {
  it('restores into a fresh data folder that serves the same pages and media', async () => {
    const dataDir = folder('backup-source');
    const source = await openDatabase({ dataDir });
    await source.migrate();
    const imageUrl = await seedWithImage(source, dataDir);
    writeFileSync(join(dataDir, 'app-secret'), `${'s'.repeat(43)}\n`);
    const before = await snapshot(source, dataDir, imageUrl);
    await source.close();

    const archive = join(folder('backup-archive'), 'site.tar.gz');
    const manifest = await createBackup({ dataDir }, archive);
    expect(manifest).toMatchObject({ database: 'pglite', media: 'included', appSecret: true });
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    const listing = execFileSync('tar', ['-tzf', archive], { encoding: 'utf8' });
    expect(listing).toContain('./database/pglite.tar.gz');
    expect(listing).toMatch(/\.\/media\/.+/);

    const fresh = join(folder('backup-target'), 'data');
    await restoreBackup(archive, { dataDir: fresh });
    expect(readFileSync(join(fresh, 'app-secret'), 'utf8')).toBe(`${'s'.repeat(43)}\n`);
    const restored = await openDatabase({ dataDir: fresh });
    try {
      expect(await restored.pendingMigrations()).toBe(0);
      expect(await snapshot(restored, fresh, imageUrl)).toEqual(before);
    } finally {
      await restored.close();
    }

    // Restoring over an existing installation is refused, and so is a file that is not a backup.
    await expect(restoreBackup(archive, { dataDir: fresh })).rejects.toThrow(/not empty|already holds/);
    const notBackup = join(folder('not-backup'), 'x.tar.gz');
    execFileSync('tar', ['-czf', notBackup, '-C', folder('empty'), '.']);
    await expect(restoreBackup(notBackup, { dataDir: folder('t') })).rejects.toThrow(
      'This file is not a sitebuilder backup',
    );
  }, 180_000);

  it('refuses to back up the embedded database while a server runs on its folder', async () => {
    const dataDir = folder('backup-running');
    const database = await openDatabase({ dataDir });
    await database.close();
    writeFileSync(join(dataDir, 'server.pid'), `${process.pid}\n`);
    const attempt = createBackup({ dataDir }, join(dataDir, 'never.tar.gz'));
    await expect(attempt).rejects.toThrow(BackupRefusal);
    await expect(attempt).rejects.toThrow(
      `The server (pid ${process.pid}) is running on ${dataDir}: stop it first.`,
    );
    expect(existsSync(join(dataDir, 'never.tar.gz'))).toBe(false);
  }, 60_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('backup and restore on PostgreSQL (pg_dump)', () => {
  it('restores into a fresh database that serves the same pages and media', async () => {
    const source = await openTestDatabase('postgres');
    const dataDir = folder('pg-backup-source');
    const name = `sb_test_restore_${newId()}`;
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const targetUrl = new URL(adminUrl);
    targetUrl.pathname = `/${name}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const imageUrl = await seedWithImage(source, dataDir);
      const before = await snapshot(source, dataDir, imageUrl);
      const archive = join(folder('pg-backup-archive'), 'site.tar.gz');
      const manifest = await createBackup({ dataDir, databaseUrl: source.url }, archive);
      expect(manifest).toMatchObject({ database: 'postgres', media: 'included' });

      await admin.query(`create database ${name}`);
      const fresh = folder('pg-backup-target');
      // The wrong kind of target is refused before anything is written.
      await expect(restoreBackup(archive, { dataDir: fresh })).rejects.toThrow(
        'restore it with DATABASE_URL set',
      );
      await restoreBackup(archive, { dataDir: fresh, databaseUrl: targetUrl.toString() });
      const restored = await openDatabase({ databaseUrl: targetUrl.toString(), dataDir: fresh });
      try {
        expect(await restored.pendingMigrations()).toBe(0);
        expect(await snapshot(restored, fresh, imageUrl)).toEqual(before);
      } finally {
        await restored.close();
      }
      // Not into a database that already holds tables.
      await expect(
        restoreBackup(archive, { dataDir: folder('pg-again'), databaseUrl: targetUrl.toString() }),
      ).rejects.toThrow('The target database is not empty');
    } finally {
      await source.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 240_000);
});
