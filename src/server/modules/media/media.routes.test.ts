import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaAsset, MediaPage } from '../../../shared/api/media';
import type { Database } from '../../db/client';
import { createSite, OWNER_PASSWORD } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import { imageFile, mp3File, mp4File, pdfFile, upload } from './test-media';

let database: Database;
let t: TestApp;
let dataDir: string;
let site: Awaited<ReturnType<typeof createSite>>;
const host = hostOf('gallery');

let ownerSession: ReturnType<typeof visitor> | undefined;
/** One signed-in session for the whole file (sign-ins are rate limited). */
async function owner() {
  if (ownerSession) return ownerSession;
  ownerSession = visitor(t.app, host);
  await ownerSession.signIn(site.ownerEmail, OWNER_PASSWORD);
  return ownerSession;
}

/** Every file under DATA_DIR/media (temporary files included), so a failed upload can be seen to leave none. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(join(dataDir, 'media'), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

async function assetCount(): Promise<number> {
  const page = (await (await owner()).get('/api/rest/media?limit=200')).json() as MediaPage;
  return page.items.length;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'media-routes-'));
  database = await openTestDatabase();
  t = await buildTestApp({ database, config: { dataDir } });
  site = await createSite(t.services, 'gallery');
});
afterAll(async () => {
  await t.app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('uploads', () => {
  it('accepts each kind by its contents and stores what it found', async () => {
    const session = await owner();
    const cases: [string, Buffer, Partial<MediaAsset>][] = [
      [
        'Harbour.jpg',
        await imageFile('jpeg', 640, 480),
        { kind: 'image', mimeType: 'image/jpeg', width: 640, height: 480 },
      ],
      ['logo.png', await imageFile('png', 200, 100), { kind: 'image', mimeType: 'image/png', width: 200 }],
      ['still.webp', await imageFile('webp', 120, 90), { kind: 'image', mimeType: 'image/webp', height: 90 }],
      ['clip.mp4', mp4File(), { kind: 'video', mimeType: 'video/mp4', width: null }],
      ['song.mp3', mp3File(), { kind: 'audio', mimeType: 'audio/mpeg' }],
      ['menu.pdf', pdfFile(), { kind: 'document', mimeType: 'application/pdf', ready: true }],
    ];
    for (const [name, data, expected] of cases) {
      const response = await upload(t.app, session, host, name, data);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(201);
      const asset = response.json() as MediaAsset;
      expect(asset).toMatchObject({ fileName: name, bytes: data.length, ...expected });
      expect(asset.url).toBe(
        asset.kind === 'image' || asset.kind === 'video' ? `/media/${asset.id}/${name}` : `/s/${name}`,
      );
    }
    const photo = (await session.get('/api/rest/media?kind=image')).json() as MediaPage;
    expect(photo.items.map((item) => item.fileName)).toEqual(['still.webp', 'logo.png', 'Harbour.jpg']);
    expect(photo.items[0]!.ready).toBe(false);
    expect(photo.items[0]!.placeholder).toMatch(/^data:image\/png;base64,/);
    expect(photo.items[0]!.placeholder!.length).toBeLessThan(1500);
  });

  it('applies EXIF orientation to the stored dimensions', async () => {
    const session = await owner();
    const turned = await imageFile('jpeg', 300, 200, { orientation: 6 });
    const asset = (await upload(t.app, session, host, 'portrait.jpg', turned)).json() as MediaAsset;
    expect({ width: asset.width, height: asset.height }).toEqual({ width: 200, height: 300 });
  });

  it('adds the right extension to a name without one, and numbers a name that is taken', async () => {
    const session = await owner();
    const png = await imageFile('png', 40, 40);
    expect((await upload(t.app, session, host, 'scan', png)).json().fileName).toBe('scan.png');
    expect((await upload(t.app, session, host, 'SCAN.png', png)).json().fileName).toBe('SCAN-2.png');
  });

  it('refuses a file whose name claims another type, an SVG and unknown contents, leaving nothing behind', async () => {
    const session = await owner();
    const before = { count: await assetCount(), files: (await storedFiles()).length };
    const faked = await upload(t.app, session, host, 'holiday.png', await imageFile('jpeg', 50, 50));
    expect(faked.statusCode).toBe(415);
    expect(faked.json().error).toMatch(
      /^holiday\.png cannot be uploaded: its contents do not match its name/,
    );
    const html = await upload(
      t.app,
      session,
      host,
      'photo.jpg',
      Buffer.from('<html><script>alert(1)</script>'),
    );
    expect(html.statusCode).toBe(415);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const svgAnswer = await upload(t.app, session, host, 'icon.svg', svg);
    expect(svgAnswer.statusCode).toBe(415);
    expect(svgAnswer.json()).toMatchObject({ code: 'mediaUnsupportedType' });
    expect(await assetCount()).toBe(before.count);
    expect((await storedFiles()).length).toBe(before.files);
  });

  it('refuses an image over 20 MB with its limit in binary units, while it is still arriving', async () => {
    const session = await owner();
    const head = await imageFile('jpeg', 64, 64);
    const oversize = Buffer.concat([head, Buffer.alloc(20_000_001 - head.length)]);
    const before = (await storedFiles()).length;
    const answer = await upload(t.app, session, host, 'huge.jpg', oversize);
    expect(answer.statusCode).toBe(413);
    expect(answer.json().error).toBe('huge.jpg is too large. The largest image you can upload is 19.1 MB.');
    expect((await storedFiles()).length).toBe(before);
  });

  it('refuses a truncated image and a truncated upload with the spec’s messages', async () => {
    const session = await owner();
    const before = { count: await assetCount(), files: (await storedFiles()).length };
    const image = await imageFile('jpeg', 400, 300, { noisy: true });
    const cut = await upload(
      t.app,
      session,
      host,
      'cut.jpg',
      image.subarray(0, Math.floor(image.length / 2)),
    );
    expect(cut.statusCode).toBe(422);
    expect(cut.json().error).toBe('File processing failed');
    const body = await upload(t.app, session, host, 'half.jpg', image, { truncate: 3000 });
    expect(body.statusCode).toBe(400);
    expect(body.json().error).toBe('File upload failed to complete');
    expect(await assetCount()).toBe(before.count);
    expect((await storedFiles()).length).toBe(before.files);
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const session = await owner();
    // A real PNG header claiming 20000 × 20000 pixels (400 MP), with almost no data.
    const bomb = await sharp1x1AsHuge();
    const answer = await upload(t.app, session, host, 'bomb.png', bomb);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().error).toMatch(/too many pixels/);
  });

  it('answers "Unable to Upload File" for a request without a file', async () => {
    const session = await owner();
    const answer = await session.request('POST', '/api/rest/media', { not: 'a file' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      title: 'Unable to Upload File',
      error: 'There was a problem while uploading your file.',
    });
  });

  it('takes concurrent uploads, each stored once under its own name', async () => {
    const session = await owner();
    const files = await Promise.all(Array.from({ length: 6 }, (_, i) => imageFile('png', 60 + i, 40)));
    const answers = await Promise.all(files.map((data) => upload(t.app, session, host, 'burst.png', data)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(201));
    const names = answers.map((answer) => answer.json().fileName as string).sort();
    expect(new Set(names).size).toBe(6);
    expect(names).toContain('burst.png');
  });

  it('is for the site’s editors only, with the crumb', async () => {
    const anonymous = visitor(t.app, host);
    await anonymous.ensureCrumb();
    expect((await upload(t.app, anonymous, host, 'a.png', await imageFile('png', 10, 10))).statusCode).toBe(
      401,
    );
    const session = await owner();
    const noCrumb = await upload(t.app, session, host, 'a.png', await imageFile('png', 10, 10), {
      crumb: 'x'.repeat(20),
    });
    expect(noCrumb.statusCode).toBe(403);
  });
});

/** A 1×1 PNG whose header is rewritten to claim 20000 × 20000 pixels (the CRC fixed to match). */
async function sharp1x1AsHuge(): Promise<Buffer> {
  const png = Buffer.from(await imageFile('png', 1, 1));
  png.writeUInt32BE(20000, 16);
  png.writeUInt32BE(20000, 20);
  const { crc32 } = await import('node:zlib');
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}
