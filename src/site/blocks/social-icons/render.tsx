import { SOCIAL_NETWORK_NAMES, type SocialIconsData } from '../../../shared/blocks/social-icons';
import { safeHref } from '../../../shared/links/classify';
import type { LayoutBlock } from '../../../shared/layout/layout';
import { t } from '../../text';
import { NetworkIcon } from './icons';

/**
 * Social icons: a list of links to the owner's profiles, each named for screen readers by its
 * network. No provider script or frame: the page reaches no network until a visitor clicks.
 */
export function SocialIconsBlock({ block }: { block: LayoutBlock<SocialIconsData> }) {
  const { links, size, alignment } = block.data;
  const shown = links.flatMap((link) => {
    const href = safeHref(link.href);
    return href === undefined ? [] : [{ ...link, href }];
  });
  if (shown.length === 0) return null;
  return (
    <div className={`sqs-block sqs-block-social-icons sqs-align-${alignment}`}>
      <ul className={`sqs-social sqs-social--${size}`} aria-label={t('site.social.label')}>
        {shown.map((link, index) => {
          const name = link.network === 'email' ? t('site.social.email') : SOCIAL_NETWORK_NAMES[link.network];
          const external = /^(https?:)?\/\//i.test(link.href);
          return (
            <li key={index}>
              <a
                className="sqs-social__link"
                href={link.href}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <NetworkIcon name={link.network} />
                <span className="sr-only">{name}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
