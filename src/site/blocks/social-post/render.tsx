import type { SocialPostData } from '../../../shared/blocks/social-posts';
import type { LayoutBlock } from '../../../shared/layout/layout';
import { safeHref } from '../../../shared/links/classify';
import { safeMediaSrc } from '../../../shared/links/media';
import { SOCIAL_PROVIDERS, type SocialPostProvider } from '../../../shared/media/third-party-embeds';
import { ResponsiveImage } from '../../images/responsive-image';
import { useBlockResources } from '../resources';
import { t } from '../../text';

/**
 * An Instagram, Flickr, 500px or X post as a static card: the owner's picture and text, linking
 * to the post. Complete without JavaScript and reaching no provider. With the owner's "use the
 * provider's embed" on, the `social-embeds` feature swaps in the provider's own embed once the
 * visitor's consent allows it (`data-consent-required` where the site's policy asks first).
 */
function SocialPostCard({
  block,
  provider,
}: {
  block: LayoutBlock<SocialPostData>;
  provider: SocialPostProvider;
}) {
  const { postUrl, image, alt, text, author, providerEmbed } = block.data;
  const { thirdPartiesNeedConsent = false } = useBlockResources();
  const href = safeHref(postUrl);
  const src = safeMediaSrc(image);
  if (href === undefined && src === undefined && text === '') return null;
  const name = SOCIAL_PROVIDERS[provider].name;
  const label =
    author !== ''
      ? t('site.socialPost.by', { author, provider: name })
      : t('site.socialPost.on', { provider: name });
  const picture = src !== undefined && (
    <ResponsiveImage
      className="sqs-social-post__image"
      src={src}
      alt={alt}
      sizes="(min-width: 640px) 600px, 100vw"
    />
  );
  return (
    <figure
      className={`sqs-block sqs-block-social-post sqs-social-post--${provider}`}
      aria-label={label}
      data-social-post={provider}
      {...(href !== undefined ? { 'data-post-url': href } : {})}
      {...(providerEmbed && href !== undefined ? { 'data-provider-embed': '' } : {})}
      {...(thirdPartiesNeedConsent ? { 'data-consent-required': '' } : {})}
    >
      {picture && href !== undefined ? (
        <a
          className="sqs-social-post__picture"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          tabIndex={-1}
        >
          {picture}
        </a>
      ) : (
        picture
      )}
      {text !== '' && <blockquote className="sqs-social-post__text">{text}</blockquote>}
      <figcaption className="sqs-social-post__caption">
        {author !== '' && <span className="sqs-social-post__author">{author}</span>}
        {href !== undefined && (
          <a className="sqs-social-post__link" href={href} target="_blank" rel="noopener noreferrer">
            {t('site.socialPost.viewOn', { provider: name })}
          </a>
        )}
      </figcaption>
    </figure>
  );
}

type Renderer = (props: { block: LayoutBlock<SocialPostData> }) => ReturnType<typeof SocialPostCard>;
const cardOf =
  (provider: SocialPostProvider): Renderer =>
  ({ block }) => <SocialPostCard block={block} provider={provider} />;

export const InstagramBlock = cardOf('instagram');
export const FlickrBlock = cardOf('flickr');
export const FivehundredpixBlock = cardOf('fivehundredpix');
export const TwitterBlock = cardOf('twitter');
