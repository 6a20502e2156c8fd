import { useEffect } from 'react';
import type { CookieBannerFields } from '../../../shared/api/site-behaviour';
import { normalizeCookieBannerSettings } from '../../../shared/consent/banner-settings';
import { adoptStyles } from '../../../runtime/core/adopt-styles';
import { BANNER_CSS } from '../../../runtime/consent/banner-styles';
import { t } from '../../text';

/** The preview frame: the banner's own fixed positions land inside it (a transformed box contains them). */
const PREVIEW_CSS = `
.behaviour-preview{position:relative;transform:translateZ(0);height:240px;overflow:hidden;border:1px solid #d8d6cf;border-radius:8px;background:repeating-linear-gradient(45deg,#f6f5f1,#f6f5f1 12px,#efede6 12px,#efede6 24px)}
.behaviour-preview .sb-consent{position:fixed}
`;

/** Owner text may hold HTML from the editor; the banner shows its words only, as the visitor runtime does. */
function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

/**
 * A live preview of the cookie banner with the visitor runtime's own styles and classes, so
 * what the owner sees is what visitors get: the same rules (the spec's defaults) normalize it.
 */
export function BannerPreview({ fields }: { fields: CookieBannerFields }) {
  useEffect(() => {
    const removeBanner = adoptStyles('cookie-banner-preview', BANNER_CSS);
    const removeFrame = adoptStyles('cookie-banner-preview-frame', PREVIEW_CSS);
    return () => {
      removeBanner();
      removeFrame();
    };
  }, []);
  const banner = normalizeCookieBannerSettings(fields);
  const position = banner.variant === 'BAR' ? banner.barPosition : banner.popupPosition;
  const text = plainText(banner.text);
  const choice = (kind: 'declined' | 'accepted', label: string, icon: string) => (
    <button
      type="button"
      tabIndex={-1}
      className={`sb-consent__choice sb-consent__choice--${kind}`}
      aria-label={banner.ctaVariant === 'ICON' ? label : undefined}
      title={banner.ctaVariant === 'ICON' ? label : undefined}
    >
      {banner.ctaVariant === 'ICON' ? icon : label}
    </button>
  );
  return (
    <figure className="field">
      <figcaption>{t('owners.siteBehaviour.preview')}</figcaption>
      <div className="behaviour-preview" data-banner-preview aria-hidden="true">
        {fields.isCookieBannerEnabled ? (
          <section
            className={`sb-consent sb-consent--${banner.variant} sb-consent--${position} sb-consent--${banner.theme} sb-consent--cta-${banner.ctaVariant}`}
          >
            {text && <p className="sb-consent__text">{text}</p>}
            <div className="sb-consent__actions">
              {choice('declined', banner.optOutCtaText, '✕')}
              {choice('accepted', banner.ctaText, '✓')}
            </div>
          </section>
        ) : null}
      </div>
      {!fields.isCookieBannerEnabled && <p className="field__hint">{t('owners.siteBehaviour.previewOff')}</p>}
    </figure>
  );
}
