/**
 * Custom domain names as owners type them: `Café.Example.com.` → `xn--caf-dma.example.com`.
 * Strict on purpose (a domain decides which site a request reaches): letters, digits and
 * hyphens in 2 to 127 labels of at most 63 characters, 253 in all, after IDN conversion to
 * punycode; never an IP address, a port, a path, credentials, spaces or control characters.
 * Isomorphic: the browser's and Node's URL parser do the IDN conversion (UTS #46).
 */
export const DOMAIN_NAME_MESSAGE = 'Enter a domain name like www.example.com (no http://, port or path)';

const MAX_DOMAIN_LENGTH = 253;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
/** What may be typed before conversion: any letter or digit (IDN), hyphens and dots. */
const TYPED = /^[\p{L}\p{M}\p{N}.-]+$/u;

/** The normalised (punycode, lowercase, no trailing dot) domain, or null when it is not one. */
export function normalizeDomainName(input: string): string | null {
  const typed = input.trim().replace(/\.$/, '');
  if (typed === '' || typed.length > MAX_DOMAIN_LENGTH * 4 || !TYPED.test(typed)) return null;
  let host: string;
  try {
    host = new URL(`http://${typed}/`).hostname;
  } catch {
    return null;
  }
  host = host.toLowerCase().replace(/\.$/, '');
  if (host.length > MAX_DOMAIN_LENGTH) return null;
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return null;
  // The URL parser turns numeric hosts (1.2.3.4, 0x7f.1, 2130706433) into IPv4 addresses.
  if (/^\d+(\.\d+){3}$/.test(host) || /^[0-9]+$/.test(labels.at(-1) ?? '')) return null;
  return host;
}
