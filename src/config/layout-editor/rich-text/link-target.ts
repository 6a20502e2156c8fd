import { checkLink, isProperMailto, isProperTel, isScriptUrl } from '../../../shared/links/classify';
import type { OwnersMessageKey } from '../../text';

/** What the owner typed as a link, as the href to store, or the spec's message saying what is wrong. */
export type LinkTarget =
  { ok: true; href: string } | { ok: false; message: OwnersMessageKey; values?: Record<string, string> };

const WEB_FORMAT = { host: 'http://example.com', otherHost: 'https://example.com' };
const BARE_FORMAT = { host: 'example.com', otherHost: 'https://example.com' };
const PAGE_PATH = /^\/[A-Za-z0-9\-._~/%]*(?:[?#][^\s]*)?$/;
const BARE_HOST = /^(?:localhost|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;
const PROTOCOL = /^([a-z][a-z0-9+.-]*):/i;

/**
 * The link rule for the rich-text editor's link box, on top of THE link rule (shared/links):
 * `/a-page`, `#anchor`, `example.com` (made https), `https://…`, `name@example.com` (made a
 * mailto link), `mailto:`, `tel:` and `sms:`. Anything else is refused with the spec's wording.
 */
export function linkTargetOf(input: string): LinkTarget {
  const value = input.trim();
  if (value === '') return { ok: true, href: '' };
  if (isScriptUrl(value)) return { ok: false, message: 'owners.editorRichText.link.notAllowed' };
  if (value.startsWith('/') && !value.startsWith('//')) {
    const fits = PAGE_PATH.test(value) && !value.includes('//') && checkLink(value).ok;
    return fits
      ? { ok: true, href: value }
      : { ok: false, message: 'owners.editorRichText.link.pageUrl', values: { val: value } };
  }
  if (value.startsWith('#'))
    return checkLink(value).ok && !/\s/.test(value)
      ? { ok: true, href: value }
      : { ok: false, message: 'owners.editorRichText.link.pageUrl', values: { val: value } };
  return otherLink(value);
}

/** Emails, phone numbers and web addresses (pages and anchors are handled above). */
function otherLink(value: string): LinkTarget {
  const protocol = PROTOCOL.exec(value)?.[1]?.toLowerCase();
  if (protocol === 'mailto')
    return isProperMailto(value)
      ? { ok: true, href: value }
      : {
          ok: false,
          message: 'owners.editorRichText.link.emailFormat',
          values: { email: 'name@example.com' },
        };
  if (protocol === undefined && value.includes('@'))
    return isProperMailto(value) && !/\s/.test(value)
      ? { ok: true, href: `mailto:${value}` }
      : { ok: false, message: 'owners.editorRichText.link.email' };
  if (protocol === 'tel')
    return isProperTel(value)
      ? { ok: true, href: value }
      : { ok: false, message: 'owners.editorRichText.link.phone' };
  if (protocol === 'sms') return checkLink(value).ok ? { ok: true, href: value } : formatError(WEB_FORMAT);
  if (protocol === 'http' || protocol === 'https') return webLink(value);
  // `example.com` has no protocol; `localhost:3000` reads as one to the pattern, so test hosts first.
  if (BARE_HOST.test(value) && checkLink(value).ok) return { ok: true, href: `https://${value}` };
  return formatError(protocol === undefined ? BARE_FORMAT : WEB_FORMAT);
}

function webLink(value: string): LinkTarget {
  if (!checkLink(value).ok || /\s/.test(value)) return formatError(WEB_FORMAT);
  try {
    const { hostname } = new URL(value);
    return hostname.includes('.') || hostname === 'localhost'
      ? { ok: true, href: value }
      : formatError(WEB_FORMAT);
  } catch {
    return formatError(WEB_FORMAT);
  }
}

const formatError = (values: Record<string, string>): LinkTarget => ({
  ok: false,
  message: 'owners.editorRichText.link.format',
  values,
});
