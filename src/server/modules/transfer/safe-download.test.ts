import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DOWNLOAD_POLICY, DownloadRefused, refusedAddress, safeDownload } from './safe-download';

let server: Server;
let origin: string;
let hits = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    hits += 1;
    if (request.url === '/to-metadata')
      return response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    if (request.url === '/to-private')
      return response.writeHead(301, { location: 'http://10.0.0.7/x.png' }).end();
    if (request.url === '/loop') return response.writeHead(302, { location: '/loop' }).end();
    if (request.url === '/big') return response.writeHead(200).end(Buffer.alloc(5000));
    response.writeHead(200, { 'content-type': 'image/png' }).end('png-bytes');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
});

const testPolicy = { ...DEFAULT_DOWNLOAD_POLICY, allowLoopbackForTests: true };

async function reason(address: string, policy = DEFAULT_DOWNLOAD_POLICY): Promise<string> {
  const error = await safeDownload(address, policy).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DownloadRefused);
  return (error as DownloadRefused).reason;
}

describe('attachment downloads refuse private addresses (SSRF)', () => {
  it('refuses loopback without the test-only setting, before connecting', async () => {
    const before = hits;
    expect(await reason(`${origin}/a.png`)).toContain('loopback');
    expect(await reason('http://localhost:9/a.png')).toContain('loopback');
    expect(await reason('http://[::1]:9/a.png')).toContain('loopback');
    expect(hits).toBe(before);
  });

  it.each([
    'http://10.1.2.3/a.png',
    'http://172.16.0.1/a.png',
    'http://192.168.1.1/a.png',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.0.1/a.png',
    'http://0.0.0.0/a.png',
    'http://[fe80::1]/a.png',
    'http://[fd00::1]/a.png',
    'http://[::ffff:10.0.0.1]/a.png',
    'http://[::ffff:127.0.0.1]/a.png',
  ])('refuses %s', async (address) => {
    expect(await reason(address)).toMatch(/private, link-local or reserved|loopback/);
  });

  it('refuses private addresses even with the test-only setting (it opens loopback only)', async () => {
    expect(await reason('http://10.0.0.1/a.png', testPolicy)).toContain('private');
    expect(refusedAddress('127.0.0.1', testPolicy)).toBeUndefined();
    expect(refusedAddress('93.184.216.34', {})).toBeUndefined();
  });

  it('refuses a redirect to a link-local or private address', async () => {
    expect(await reason(`${origin}/to-metadata`, testPolicy)).toContain('169.254.169.254 resolves to');
    expect(await reason(`${origin}/to-private`, testPolicy)).toContain('10.0.0.7 resolves to');
  });

  it('refuses other schemes, credentials, redirect loops and files over the size cap', async () => {
    expect(await reason('file:///etc/passwd', testPolicy)).toContain('only http and https');
    expect(await reason(`http://user:pw@127.0.0.1:1/`, testPolicy)).toContain('credentials');
    expect(await reason(`${origin}/loop`, testPolicy)).toContain('more than 3 redirects');
    expect(await reason(`${origin}/big`, { ...testPolicy, maxBytes: 1000 })).toContain(
      'larger than 1000 bytes',
    );
  });

  it('downloads from the stand-in when the test-only setting allows loopback', async () => {
    const answer = await safeDownload(`${origin}/a.png`, testPolicy);
    expect(answer.bytes.toString()).toBe('png-bytes');
  });
});
