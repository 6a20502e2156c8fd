/**
 * Link classification and length caps of spec visitor-runtime §5. Used by block schemas
 * (button and image links) and by anything that renders an owner-supplied href.
 */
export type LinkKind =
  'empty' | 'anchor' | 'external' | 'file' | 'content' | 'protocol' | 'malformed-protocol';

const WEB_PROTOCOLS = ['http', 'https', 'ftp'];
const PROTOCOL_PATTERN = /^([a-z][a-z0-9+.-]*):/i;

export function classifyLink(href: string): LinkKind {
  const value = href.trim();
  if (value === '') return 'empty';
  if (value.startsWith('#')) return 'anchor';
  if (value.startsWith('//')) return 'external';
  if (value.startsWith('/s/')) return 'file';
  if (value.startsWith('/')) return 'content';
  const protocol = PROTOCOL_PATTERN.exec(value)?.[1]?.toLowerCase();
  if (protocol === undefined) return 'external'; // a bare host such as example.com
  if (WEB_PROTOCOLS.includes(protocol))
    return value.slice(protocol.length + 1).startsWith('//') ? 'external' : 'malformed-protocol';
  return 'protocol';
}

/** Upper bounds (exclusive) per the spec's length caps. */
const LENGTH_CAPS: Record<string, number> = {
  anchor: 100,
  tel: 50,
  sms: 1000,
  mailto: 1000,
  javascript: 250,
  ftp: 100,
  content: 150,
};

export function isProperTel(href: string): boolean {
  const number = href.replace(/^tel:/i, '');
  return /^[+\-\d\s().]+$/.test(number) && (number.match(/\d/g) ?? []).length >= 4;
}

export function isProperMailto(href: string): boolean {
  const address = href.replace(/^mailto:/i, '').split('?')[0] ?? '';
  const parts = address.split('@');
  return parts.length === 2 && parts[0] !== '' && /^[^\s@]+\.[a-z]{2,}$/i.test(parts[1] ?? '');
}

export type LinkCheck = { ok: true; kind: LinkKind } | { ok: false; kind: LinkKind; reason: string };

export function checkLink(href: string): LinkCheck {
  const value = href.trim();
  const kind = classifyLink(value);
  const protocol = PROTOCOL_PATTERN.exec(value)?.[1]?.toLowerCase() ?? '';
  const capKey = kind === 'anchor' || kind === 'content' ? kind : protocol;
  const cap = LENGTH_CAPS[capKey];
  if (cap !== undefined && value.length >= cap)
    return { ok: false, kind, reason: `Links of this kind must be shorter than ${cap} characters` };
  if (kind === 'malformed-protocol')
    return { ok: false, kind, reason: `Links must be formatted as ${protocol}://example.com` };
  if (protocol === 'tel' && !isProperTel(value))
    return { ok: false, kind, reason: 'Phone links need at least 4 digits' };
  if (protocol === 'mailto' && !isProperMailto(value))
    return { ok: false, kind, reason: 'Email links must be formatted as name@example.com' };
  return { ok: true, kind };
}

/**
 * The href to put in published HTML, or undefined when the link must not be rendered
 * (script URLs and malformed links never reach a visitor's browser).
 */
export function safeHref(href: string | undefined): string | undefined {
  if (href === undefined) return undefined;
  const value = href.trim();
  const check = checkLink(value);
  if (!check.ok || check.kind === 'empty') return undefined;
  const protocol = PROTOCOL_PATTERN.exec(value)?.[1]?.toLowerCase();
  if (check.kind === 'protocol' && !['mailto', 'tel', 'sms'].includes(protocol ?? '')) return undefined;
  if (check.kind === 'external' && protocol === undefined && !value.startsWith('//'))
    return `https://${value}`;
  return value;
}
