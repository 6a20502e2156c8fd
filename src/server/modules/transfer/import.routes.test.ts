import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import yazl from 'yazl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportRun } from '../../../shared/api/transfer';
import type { Database } from '../../db/client';
import { addContributor, ContributorRole, createSite, OWNER_PASSWORD } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import { imageFile, upload } from '../media/test-media';
import { openArchive } from './archive-reader';

const fixture = join(import.meta.dirname, 'test-fixtures', 'wordpress-export.xml');
let database: Database;
let t: TestApp;
let dataDir: string;
let site: Awaited<ReturnType<typeof createSite>>;
let owner: ReturnType<typeof visitor>;
const host = hostOf('mill');

async function zipOf(entries: Array<[string, Buffer]>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of entries) zip.addBuffer(data, name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function startImport(session: ReturnType<typeof visitor>, name: string, data: Buffer) {
  return upload(t.app, session, host, name, data, { url: '/api/rest/transfer/imports' });
}

async function finished(id: string): Promise<ImportRun> {
  await t.services.jobs.runDue('transfer.import');
  const answer = await owner.request('GET', `/api/rest/transfer/imports/${id}`);
  expect(answer.statusCode).toBe(200);
  return answer.json() as ImportRun;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'transfer-routes-'));
  database = await openTestDatabase();
  t = await buildTestApp({ database, config: { dataDir } });
  site = await createSite(t.services, 'mill');
  await createSite(t.services, 'other');
  await addContributor(t.services, site.website.id, ContributorRole.editor, 'mill-editor');
  owner = visitor(t.app, host);
  await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
});
afterAll(async () => {
  await t.app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('WordPress import through the owners API', () => {
  it('imports a zip of the export and its uploads as a job, with progress and a report', async () => {
    const png = await imageFile('png', 40, 30);
    const uploads = ['roastery', 'green-beans', 'v60', 'ana', 'cupping'].map((name): [string, Buffer] => [
      `wp-content/uploads/2024/01/${name}.png`,
      png,
    ]);
    const archive = await zipOf([['export/wordpress-export.xml', await readFile(fixture)], ...uploads]);
    const started = await startImport(owner, 'roastery.zip', archive);
    expect(started.statusCode, started.body).toBe(202);
    const run = started.json() as ImportRun;
    expect(run).toMatchObject({ status: 'waiting', done: 0 });

    const result = await finished(run.id);
    expect(result).toMatchObject({ status: 'done', done: 18, total: 18, error: null });
    // The images came from the archive: nothing was downloaded.
    expect(result.report).toMatchObject({ posts: 10, pages: 3, images: 5 });
    expect(result.report!.notMapped.map((entry) => entry.reason)).toContain(
      'a "product" entry (only posts and pages are imported)',
    );
    // The uploaded file is gone once the job has read it.
    expect(await readdir(join(dataDir, 'transfer'))).toEqual([]);

    const post = await t.app.inject({ method: 'GET', url: '/blog/meet-our-roaster-ana', headers: { host } });
    expect(post.statusCode).toBe(200);
    expect(post.body).toMatch(/\/media\/[a-z0-9]+\/ana\.png/);
  });

  it('fails a zip-slip archive with the reason, writing nothing', async () => {
    const zip = await zipOf([['export.xml', await readFile(fixture)]]);
    // Rename the entry in place to the same length: "../ort.xml" (yazl refuses to write it).
    const evil = Buffer.from(zip.toString('latin1').replaceAll('export.xml', '../ort.xml'), 'latin1');
    const started = await startImport(owner, 'evil.zip', evil);
    expect(started.statusCode).toBe(202);
    const result = await finished((started.json() as ImportRun).id);
    expect(result.status).toBe('failed');
    expect(result.error).toContain('".." segment');
  });

  it('fails a file that is not a WordPress export with a clear message', async () => {
    const started = await startImport(owner, 'notes.xml', Buffer.from('<notes><note>hi</note></notes>'));
    const result = await finished((started.json() as ImportRun).id);
    expect(result).toMatchObject({
      status: 'failed',
      error: 'This is not a WordPress export file: it has no WXR channel.',
    });
  });

  it('lets only site admins import and read imports of their own site', async () => {
    const editor = visitor(t.app, host);
    await editor.signIn('mill-editor@example.com', OWNER_PASSWORD);
    const refused = await startImport(editor, 'x.xml', Buffer.from('<rss/>'));
    expect(refused.statusCode).toBe(403);

    const started = await startImport(owner, 'x.xml', Buffer.from('<rss/>'));
    const id = (started.json() as ImportRun).id;
    const otherOwner = visitor(t.app, hostOf('other'));
    await otherOwner.signIn('other-owner@example.com', OWNER_PASSWORD);
    expect((await otherOwner.request('GET', `/api/rest/transfer/imports/${id}`)).statusCode).toBe(404);
    expect((await editor.request('GET', `/api/rest/transfer/imports/${id}`)).statusCode).toBe(403);
  });
});

describe('site export', () => {
  it('streams a zip with the manifest, content and media originals byte for byte (site admins only)', async () => {
    const png = await imageFile('png', 30, 20);
    const uploaded = await upload(t.app, owner, host, 'mill-wheel.png', png);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const asset = uploaded.json() as { id: string };
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/rest/transfer/export',
      headers: {
        host,
        cookie: Object.entries(owner.jar)
          .map(([k, v]) => `${k}=${v}`)
          .join('; '),
      },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="mill-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const path = join(dataDir, 'export.zip');
    await writeFile(path, answer.rawPayload);
    const archive = await openArchive(path);
    const manifest = JSON.parse((await archive.read('manifest.json')).toString());
    expect(manifest).toMatchObject({ format: 'sitebuilder-site-export', version: 1, personalData: [] });
    const content = JSON.parse((await archive.read('content.json')).toString());
    expect(content.collections.map((page: { urlId: string }) => page.urlId)).toContain('home');
    expect(content.items.map((item: { urlId: string }) => item.urlId)).toContain('meet-our-roaster-ana');
    expect((await archive.read(`media/${asset.id}/mill-wheel.png`)).equals(png)).toBe(true);
    archive.close();

    const editor = visitor(t.app, host);
    await editor.signIn('mill-editor@example.com', OWNER_PASSWORD);
    expect((await editor.request('GET', '/api/rest/transfer/export')).statusCode).toBe(403);
  });
});
