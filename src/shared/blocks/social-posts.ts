import * as z from 'zod/mini';
import { defineBlock } from './definition';
import { optionalText, posterSourceSchema } from './fields';
import type { CspSources } from './csp-sources';
import { isProviderPostUrl, SOCIAL_PROVIDERS, type SocialPostProvider } from '../media/third-party-embeds';

/**
 * Instagram, Flickr, 500px and X (Twitter) posts as static cards (issue 17): the owner enters the
 * post's address, its picture (from the media library) and text; the page shows them as plain
 * HTML that links to the post. Nothing of the provider loads unless the owner turns on the
 * provider's own embed *and* the visitor's consent allows it (the `social-embeds` feature).
 */
function socialPostSchema(provider: SocialPostProvider) {
  const name = SOCIAL_PROVIDERS[provider].name;
  const invalid = `Enter the https address of a post on ${name}`;
  return z.object({
    postUrl: z._default(
      z.string({ error: invalid }).check(
        z.trim(),
        z.maxLength(2048, invalid),
        z.refine((value) => value === '' || isProviderPostUrl(provider, value), invalid),
        z.meta({ label: `Post address on ${name}` }),
      ),
      '',
    ),
    image: posterSourceSchema.check(z.meta({ label: 'Picture' })),
    alt: optionalText(300, 'Descriptions must be 300 characters or fewer'),
    text: optionalText(2000, 'Post texts must be 2000 characters or fewer'),
    author: optionalText(100, 'Author names must be 100 characters or fewer'),
    providerEmbed: z._default(
      z
        .boolean({ error: 'Choose yes or no' })
        .check(z.meta({ label: `Use ${name}’s own embed (loads only for visitors who accept cookies)` })),
      false,
    ),
  });
}

export type SocialPostData = z.output<ReturnType<typeof socialPostSchema>>;

const defaults: SocialPostData = {
  postUrl: '',
  image: '',
  alt: '',
  text: '',
  author: '',
  providerEmbed: false,
};

/** Whether a page with this block may load the provider's script (still subject to consent in the browser). */
export const wantsProviderEmbed = (data: Partial<SocialPostData>) =>
  data.providerEmbed === true && typeof data.postUrl === 'string' && data.postUrl !== '';

const socialPostBlock = <const Type extends SocialPostProvider>(type: Type, label: string) =>
  defineBlock({
    type,
    label,
    schema: socialPostSchema(type),
    defaults,
    runtimeFeature: (data) => (wantsProviderEmbed(data) ? 'social-embeds' : undefined),
    // The provider's hosts join the policy only of pages whose owner chose its embed.
    cspSources: (data): CspSources =>
      wantsProviderEmbed(data)
        ? {
            'script-src': SOCIAL_PROVIDERS[type].scriptOrigins,
            'frame-src': SOCIAL_PROVIDERS[type].frameOrigins,
          }
        : {},
  });

export const instagramBlock = socialPostBlock('instagram', 'Instagram post');
export const flickrBlock = socialPostBlock('flickr', 'Flickr photo');
export const fivehundredpixBlock = socialPostBlock('fivehundredpix', '500px photo');
export const twitterBlock = socialPostBlock('twitter', 'X (Twitter) post');
