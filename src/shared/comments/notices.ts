import { COMMENT_MESSAGES } from '../api/comments';

/**
 * What a post's page says after a comment was posted without JavaScript: the redirect carries a
 * short code (`?comment=`), never text, so a link cannot make a site say anything it would not.
 */
export const COMMENT_NOTICES = {
  pending: 'Thank you! Your comment awaits moderation.',
  approved: 'Thank you! Your comment is published.',
  captcha: 'Complete CAPTCHA before submitting. The spam check needs JavaScript.',
  limited: 'You have posted several comments in a short time. Please try again later.',
  closed: 'This post does not take comments.',
  invalid: 'Your comment could not be posted. Check your entries and try again.',
  ...COMMENT_MESSAGES,
} as const;
export type CommentNotice = keyof typeof COMMENT_NOTICES;

/** The code of a field message of COMMENT_MESSAGES, if it is one. */
export function commentNoticeOf(message: string | undefined): CommentNotice | undefined {
  const found = Object.entries(COMMENT_MESSAGES).find(([, text]) => text === message);
  return found ? (found[0] as CommentNotice) : undefined;
}

/** The notice of a `?comment=` value; unknown values say nothing. */
export function commentNotice(code: string | undefined): { code: CommentNotice; text: string } | null {
  if (!code || !Object.hasOwn(COMMENT_NOTICES, code)) return null;
  return { code: code as CommentNotice, text: COMMENT_NOTICES[code as CommentNotice] };
}
