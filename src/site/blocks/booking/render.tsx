import { bookingLinkTitle, type BookingData } from '../../../shared/blocks/booking';
import type { LayoutBlock } from '../../../shared/layout/layout';
import { safeHref } from '../../../shared/links/classify';
import { BOOKING_PROVIDER_FACTS, bookingScriptUrl } from '../../../shared/media/third-party-embeds';
import { useBlockResources } from '../resources';
import { t } from '../../text';

/**
 * A booking block (visitor-runtime §4 "Booking block"): the owner's title and description and a
 * link to the provider's booking page, complete without JavaScript. The `booking` feature reveals
 * the button that loads the provider's widget script on press (loading → loaded), lays the
 * block out by its width (wide above 850 px, Tock's column at 750 px or less) and, for a
 * signed-in owner, shows the preview-only alert instead.
 */
export function BookingBlock({ block }: { block: LayoutBlock<BookingData> }) {
  const data = block.data;
  const { bookingWidgetBaseUrl } = useBlockResources();
  const facts = BOOKING_PROVIDER_FACTS[data.provider];
  const href = safeHref(data.link);
  const linkTitle = bookingLinkTitle(data);
  const scriptUrl =
    data.venue !== '' ? bookingScriptUrl(data.provider, data.venue, bookingWidgetBaseUrl) : undefined;
  if (href === undefined && scriptUrl === undefined) return null;
  return (
    <section
      className={`sqs-block sqs-block-booking sqs-booking--${data.provider}`}
      aria-label={data.title || linkTitle}
      data-booking={data.provider}
      data-booking-state="idle"
      {...(data.provider === 'tock' ? { 'data-booking-widget-kind': data.widget } : {})}
      {...(scriptUrl !== undefined ? { 'data-script-url': scriptUrl, 'data-venue': data.venue } : {})}
    >
      <div className="sqs-booking__text">
        {data.title !== '' && <h3 className="sqs-booking__title">{data.title}</h3>}
        {data.description !== '' && <p className="sqs-booking__description">{data.description}</p>}
      </div>
      <div className="sqs-booking__actions">
        {href !== undefined && (
          <a className="sqs-button sqs-booking__link" href={href} target="_blank" rel="noopener noreferrer">
            {linkTitle}
          </a>
        )}
        {scriptUrl !== undefined && (
          <button type="button" className="sqs-button sqs-booking__load" data-booking-load="" hidden>
            {t('site.booking.load', { provider: facts.name })}
          </button>
        )}
      </div>
      {scriptUrl !== undefined && (
        <>
          <p className="sqs-booking__notice" data-booking-notice="" hidden>
            {t('site.booking.notice', { provider: facts.name })}
          </p>
          <p className="sqs-booking__status" role="status" data-booking-status="" />
          <div className="sqs-booking__widget" data-booking-widget="" />
        </>
      )}
    </section>
  );
}
