import {
  SHARE_SERVICES,
  type ShareButtonsData,
  type ShareService,
} from '../../../shared/blocks/share-buttons';
import { SOCIAL_NETWORK_NAMES } from '../../../shared/blocks/social-icons';
import type { LayoutBlock } from '../../../shared/layout/layout';
import { useBlockResources } from '../resources';
import { NetworkIcon } from '../social-icons/icons';
import { t } from '../../text';

/** Each service's share page for `url`: an address the visitor's click opens, nothing loaded before. */
export function shareHref(service: ShareService, url: string): string {
  const encoded = encodeURIComponent(url);
  switch (service) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${encoded}`;
    case 'x':
      return `https://x.com/intent/post?url=${encoded}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`;
    case 'pinterest':
      return `https://www.pinterest.com/pin/create/button/?url=${encoded}`;
    case 'bluesky':
      return `https://bsky.app/intent/compose?text=${encoded}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encoded}`;
    case 'email':
      return `mailto:?subject=${encodeURIComponent(t('site.share.emailSubject'))}&body=${encoded}`;
  }
}

/**
 * Share buttons (spec visitor-runtime §1): links only, no third-party scripts. The address
 * shared is the page's public one (`pageUrl`, from the site's origin, never the request's Host).
 */
export function ShareButtonsBlock({ block }: { block: LayoutBlock<ShareButtonsData> }) {
  const { pageUrl, pagePath } = useBlockResources();
  const url = pageUrl ?? pagePath ?? '/';
  const { showLabels, alignment } = block.data;
  const services = SHARE_SERVICES.filter((service) => block.data[service]);
  if (services.length === 0) return null;
  return (
    <div className={`sqs-block sqs-block-share-buttons sqs-align-${alignment}`}>
      <ul className="sqs-share" aria-label={t('site.share.label')}>
        {services.map((service) => {
          const name = service === 'email' ? t('site.share.email') : SOCIAL_NETWORK_NAMES[service];
          const label = t('site.share.on', { service: name });
          return (
            <li key={service}>
              <a
                className="sqs-share__link"
                href={shareHref(service, url)}
                {...(service === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
              >
                <NetworkIcon name={service} />
                {showLabels ? (
                  <span>
                    {name}
                    <span className="sr-only">{` (${label})`}</span>
                  </span>
                ) : (
                  <span className="sr-only">{label}</span>
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
