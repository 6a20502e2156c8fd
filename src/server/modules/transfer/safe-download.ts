import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Downloads for imports (a WXR file's attachment URLs): the server must not become a way to
 * reach what only it can reach. The host is resolved first and EVERY address checked; the
 * connection then goes to the checked address (no second lookup an attacker's DNS could
 * answer differently); redirects are followed by hand, each new address checked the same way.
 */
export interface DownloadPolicy {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  /**
   * TEST-ONLY: lets 127.0.0.0/8 through (a stand-in server in tests). Never read from the
   * environment; only tests construct the transfer module with it.
   */
  allowLoopbackForTests?: boolean;
}

export const DEFAULT_DOWNLOAD_POLICY: DownloadPolicy = {
  maxBytes: 20_000_000,
  timeoutMs: 15_000,
  maxRedirects: 3,
};

export class DownloadRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'DownloadRefused';
  }
}

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2002::', 16],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** IPv4-mapped IPv6 (`::ffff:10.0.0.1`) is checked as the IPv4 address it is. */
function unmapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1]!, family: 'ipv4' };
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

/** Why an address may not be fetched, or undefined when it is a public address. */
export function refusedAddress(
  raw: string,
  policy: Pick<DownloadPolicy, 'allowLoopbackForTests'>,
): string | undefined {
  const { address, family } = unmapped(raw);
  if (loopback.check(address, family)) return policy.allowLoopbackForTests ? undefined : 'a loopback address';
  if (blocked.check(address, family)) return 'a private, link-local or reserved address';
  return undefined;
}

async function resolveChecked(
  host: string,
  policy: DownloadPolicy,
): Promise<{ address: string; family: number }> {
  const bare = host.replace(/^\[|\]$/g, '');
  let addresses: Array<{ address: string; family: number }>;
  try {
    addresses = isIP(bare) ? [{ address: bare, family: isIP(bare) }] : await dnsLookup(bare, { all: true });
  } catch {
    throw new DownloadRefused(`the host ${host} could not be found`);
  }
  if (addresses.length === 0) throw new DownloadRefused(`the host ${host} could not be found`);
  for (const entry of addresses) {
    const why = refusedAddress(entry.address, policy);
    if (why) throw new DownloadRefused(`${host} resolves to ${why}`);
  }
  return addresses[0]!;
}

export interface Downloaded {
  bytes: Buffer;
  contentType: string;
  finalUrl: string;
}

function fetchOnce(
  url: URL,
  pinned: { address: string; family: number },
  policy: DownloadPolicy,
  signal?: AbortSignal,
) {
  const lookup: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<{ status: number; location?: string; contentType: string; bytes: Buffer }>(
    (resolve, reject) => {
      const request = client.get(
        url,
        { lookup, timeout: policy.timeoutMs, signal, headers: { accept: '*/*' } },
        (response) => {
          const status = response.statusCode ?? 0;
          if (status >= 300 && status < 400) {
            response.resume();
            return resolve({
              status,
              location: response.headers.location,
              contentType: '',
              bytes: Buffer.alloc(0),
            });
          }
          if (status !== 200) {
            response.resume();
            return reject(new DownloadRefused(`the server answered ${status}`));
          }
          const declared = Number(response.headers['content-length'] ?? 0);
          if (declared > policy.maxBytes) {
            response.destroy();
            return reject(new DownloadRefused(`the file is larger than ${policy.maxBytes} bytes`));
          }
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > policy.maxBytes)
              response.destroy(new DownloadRefused(`the file is larger than ${policy.maxBytes} bytes`));
            else chunks.push(chunk);
          });
          response.on('error', (error) =>
            reject(error instanceof DownloadRefused ? error : new DownloadRefused('the download broke off')),
          );
          response.on('end', () =>
            resolve({
              status,
              contentType: String(response.headers['content-type'] ?? ''),
              bytes: Buffer.concat(chunks),
            }),
          );
        },
      );
      request.on('timeout', () => request.destroy(new DownloadRefused('the server took too long')));
      request.on('error', (error) =>
        reject(
          error instanceof DownloadRefused ? error : new DownloadRefused('the server could not be reached'),
        ),
      );
    },
  );
}

/** Downloads `address` under `policy`; throws DownloadRefused with a reason a report can show. */
export async function safeDownload(
  address: string,
  policy: DownloadPolicy,
  signal?: AbortSignal,
): Promise<Downloaded> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new DownloadRefused('it is not a valid address');
  }
  for (let hop = 0; hop <= policy.maxRedirects; hop += 1) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new DownloadRefused('only http and https addresses are fetched');
    if (url.username || url.password) throw new DownloadRefused('addresses with credentials are not fetched');
    const pinned = await resolveChecked(url.hostname, policy);
    const answer = await fetchOnce(url, pinned, policy, signal);
    if (answer.status === 200)
      return { bytes: answer.bytes, contentType: answer.contentType, finalUrl: url.href };
    if (!answer.location) throw new DownloadRefused('a redirect without a location');
    url = new URL(answer.location, url);
  }
  throw new DownloadRefused(`more than ${policy.maxRedirects} redirects`);
}
