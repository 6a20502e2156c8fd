import { sameSitePath } from './same-site-path';

/** Spec messages (media-and-platform §5, library messages) for a bad page URL and a bad web link. */
export const notAValidPageUrl = (value: string) => `${value} is not a valid page URL`;
export const LINK_FORMAT_MESSAGE = 'Links must be formatted as http://example.com or https://example.com';

/**
 * Where an owner may send visitors after something (a form's `redirectUrl`): an http(s) URL
 * with a host, or a path on the site. The problem's message, or null when the value is fine.
 */
export function redirectUrlProblem(value: string): string | null {
  if (value.startsWith('/')) return sameSitePath(value) === null ? notAValidPageUrl(value) : null;
  return isWebUrl(value) ? null : LINK_FORMAT_MESSAGE;
}

/** The value when it is still an allowed redirect (stored data may predate the rule), else ''. */
export const safeRedirectUrl = (value: string): string =>
  value !== '' && redirectUrlProblem(value) === null ? value : '';

function isWebUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /[\s\\]/.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.hostname !== '' &&
      url.username === '' &&
      url.password === ''
    );
  } catch {
    return false;
  }
}
