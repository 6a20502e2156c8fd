/**
 * Link classification and length caps of spec visitor-runtime §5: THE link rule. Used by every
 * schema that stores an owner-supplied link (blocks, header, announcement bar) and by
 * everything that renders one (`safeHref`). Media addresses have their own rule (media.ts).
 */
export type LinkKind =
  'empty' | 'anchor' | 'external' | 'file' | 'content' | 'protocol' | 'malformed-protocol';

const WEB_PROTOCOLS = ['http', 'https', 'ftp'];
const PROTOCOL_PATTERN = /^([a-z][a-z0-9+.-]*):/i;

/**
 * Schemes never rendered as links: they run script (`javascript:`, `vbscript:`) or open a
 * document of the link's own making (`data:`). The spec caps javascript links at 250
 * characters; we refuse them outright.
 */
const SCRIPT_SCHEMES = new Set(['javascript', 'vbscript', 'data']);

const NAMED_REFERENCES: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  bsol: '\\',
  num: '#',
  amp: '&',
};

/** HTML character references decoded, repeatedly (a value may be escaped twice on its way). */
function decodeReferences(value: string): string {
  let current = value;
  for (let round = 0; round < 3; round += 1) {
    const next = current.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
      }
      return NAMED_REFERENCES[name.toLowerCase()] ?? match;
    });
    if (next === current) break;
    current = next;
  }
  return current;
}

/**
 * The scheme a browser would act on, after what HTML and URL parsing remove: character
 * references (`javascript&colon;`), tabs and newlines anywhere, leading spaces and controls.
 */
export function effectiveScheme(href: string): string | undefined {
  const seen = decodeReferences(href)
    .replace(/[\t\n\r]/g, '')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what this rule looks for
    .replace(/^[\u0000-\u0020]+/, '');
  return PROTOCOL_PATTERN.exec(seen)?.[1]?.toLowerCase();
}

/** Whether following the value could run script or open a made-up document, however it is spelled. */
export const isScriptUrl = (href: string): boolean => SCRIPT_SCHEMES.has(effectiveScheme(href) ?? '');

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
  if (isScriptUrl(value)) return { ok: false, kind, reason: 'This link is not allowed' };
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
