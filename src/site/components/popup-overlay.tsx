import { FormView } from '../blocks/form/form-view';
import type { PopupView } from '../view-model';
import { t } from '../text';

export const POPUP_TITLE_ID = 'sb-popup-title';

/**
 * The site-wide popup overlay (visitor-runtime §4). Rendered `hidden` and `position: fixed`, so
 * it costs no layout shift and shows nothing without JavaScript; the `popup` runtime decides
 * whether and when to open it. Its newsletter form is the published form of the newsletter
 * block, posting through the same path (the runtime marks it `isOverlayForm`).
 */
export function PopupOverlay({ popup }: { popup: PopupView }) {
  const labelled = popup.headline !== '';
  return (
    <div
      className={`sb-popup sb-popup--${popup.style} sb-popup--${popup.theme}`}
      data-popup-overlay=""
      hidden
    >
      <div className="sb-popup__backdrop" data-popup-close="" />
      <div
        className="sb-popup__dialog"
        role="dialog"
        aria-modal="true"
        {...(labelled ? { 'aria-labelledby': POPUP_TITLE_ID } : { 'aria-label': t('site.popup.label') })}
        tabIndex={-1}
      >
        <button
          type="button"
          className="sb-popup__close"
          data-popup-close=""
          aria-label={t('site.popup.close')}
        >
          <span aria-hidden="true">×</span>
        </button>
        {popup.image && (
          <div className="sb-popup__media">
            <img src={popup.image.src} alt={popup.image.alt} loading="lazy" decoding="async" />
          </div>
        )}
        <div className="sb-popup__content">
          {labelled && (
            <h2 className="sb-popup__headline" id={POPUP_TITLE_ID}>
              {popup.headline}
            </h2>
          )}
          {popup.body !== '' && <p className="sb-popup__body">{popup.body}</p>}
          {popup.action.kind === 'newsletter' && (
            <FormView formId={popup.action.formId} className="newsletter-form sb-popup__form" />
          )}
          {popup.action.kind === 'button' && (
            <a className="sb-popup__button" href={popup.action.href} data-popup-action="">
              {popup.action.label}
            </a>
          )}
        </div>
      </div>
    </div>
  );
}
