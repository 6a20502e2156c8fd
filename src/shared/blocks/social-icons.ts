import * as z from 'zod/mini';
import { ownerLinkSchema } from '../links/url-schemas';
import { defineBlock } from './definition';
import { alignmentSchema } from './fields';

/**
 * Social icons (media-and-platform §3 block key `social-icons`): links to the owner's profiles,
 * each drawn with its network's mark. Plain links: no provider's follow-button script loads, so
 * the spec's 10 s follow-script time-out has nothing to wait for.
 */
export const SOCIAL_NETWORKS = [
  'instagram',
  'facebook',
  'x',
  'linkedin',
  'youtube',
  'tiktok',
  'pinterest',
  'mastodon',
  'bluesky',
  'threads',
  'github',
  'vimeo',
  'whatsapp',
  'spotify',
  'soundcloud',
  'email',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** How each network is named to visitors and owners (the brand's own spelling). */
export const SOCIAL_NETWORK_NAMES: Readonly<Record<SocialNetwork, string>> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  pinterest: 'Pinterest',
  mastodon: 'Mastodon',
  bluesky: 'Bluesky',
  threads: 'Threads',
  github: 'GitHub',
  vimeo: 'Vimeo',
  whatsapp: 'WhatsApp',
  spotify: 'Spotify',
  soundcloud: 'SoundCloud',
  email: 'E-mail',
};

export const MAX_SOCIAL_LINKS = 20;

const socialLinkSchema = z.object({
  network: z
    .enum(SOCIAL_NETWORKS, { error: 'Choose a network' })
    .check(z.meta({ optionLabels: SOCIAL_NETWORK_NAMES })),
  /** A profile address, or `mailto:` for e-mail: the owner-link rule (visitor-runtime §5). */
  href: ownerLinkSchema.check(z.minLength(1, 'Enter the profile address')),
});

export const socialIconsSchema = z.object({
  links: z.array(socialLinkSchema, { error: 'Add at least one profile' }).check(
    z.minLength(1, 'Add at least one profile'),
    z.maxLength(MAX_SOCIAL_LINKS, `Social icons hold at most ${MAX_SOCIAL_LINKS} profiles`),
    z.meta({
      label: 'Profiles',
      itemLabel: 'Profile',
      newItem: { network: 'instagram', href: 'https://www.instagram.com/' },
    }),
  ),
  size: z._default(z.enum(['small', 'large'], { error: 'Choose small or large' }), 'small'),
  alignment: z._default(alignmentSchema, 'left'),
});

export type SocialIconsData = z.output<typeof socialIconsSchema>;

export const socialIconsBlock = defineBlock({
  type: 'social-icons',
  label: 'Social icons',
  schema: socialIconsSchema,
  defaults: {
    links: [
      { network: 'instagram', href: 'https://www.instagram.com/' },
      { network: 'facebook', href: 'https://www.facebook.com/' },
    ],
    size: 'small',
    alignment: 'left',
  },
});
