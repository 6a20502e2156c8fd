import sanitize from 'sanitize-html';
import type { Layout } from '../../../shared/layout/layout';
import { htmlFieldsOf } from '../../../shared/blocks/registry';

/**
 * Owner HTML is sanitized once, when it is stored, so rendering can trust it and stays fast.
 * Rich text keeps formatting and links; embeds may also carry iframes from https sources.
 * Scripts, event handlers and script URLs never survive either policy.
 */
const richText: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'code',
    'pre',
    'span',
    'sub',
    'sup',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    span: ['class'],
    // The rich-text editor's alignment: a `text-align` style and nothing else (allowedStyles).
    p: ['style'],
    h2: ['style'],
    h3: ['style'],
    h4: ['style'],
  },
  allowedStyles: { '*': { 'text-align': [/^(?:left|right|center|justify)$/] } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Every attribute that holds a URL is checked, `<video poster>` included (not a default).
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'poster'],
  allowProtocolRelative: false,
  transformTags: {
    // A link that opens a new window must not hand that window a reference back to ours.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

const embed: sanitize.IOptions = {
  ...richText,
  allowedTags: [
    ...(richText.allowedTags as string[]),
    'div',
    'figure',
    'figcaption',
    'img',
    'iframe',
    'video',
    'audio',
    'source',
    'h1',
    'h5',
    'h6',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    ...(richText.allowedAttributes as Record<string, string[]>),
    div: ['class'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    iframe: [
      'src',
      'width',
      'height',
      'title',
      'allow',
      'allowfullscreen',
      'loading',
      'frameborder',
      'referrerpolicy',
    ],
    video: ['src', 'controls', 'width', 'height', 'poster', 'muted', 'loop', 'playsinline'],
    audio: ['src', 'controls'],
    source: ['src', 'type'],
  },
  allowedSchemesByTag: {
    iframe: ['https'],
    img: ['https', 'http'],
    video: ['https'],
    audio: ['https'],
    source: ['https'],
  },
};

export function sanitizeHtml(html: string, policy: 'rich-text' | 'embed'): string {
  return sanitize(html, policy === 'embed' ? embed : richText);
}

/** Returns the layout with every HTML field of every block sanitized. */
export function sanitizeLayout(layout: Layout): Layout {
  return {
    ...layout,
    blocks: layout.blocks.map((block) => {
      const fields = htmlFieldsOf(block.type);
      if (fields.length === 0) return block;
      const data = { ...block.data };
      for (const { field, policy } of fields) {
        if (typeof data[field] === 'string') data[field] = sanitizeHtml(data[field], policy);
      }
      return { ...block, data };
    }),
  };
}
