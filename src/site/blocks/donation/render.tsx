import type { DonationBlockData } from '../../../shared/blocks/donation';
import type { LayoutBlock } from '../../../shared/layout/layout';
import { t } from '../../text';

/**
 * The donate button is a real `<button>` in a GET form to `/checkout/donate?donatePageId=`: it
 * answers Enter and Space (visitor-runtime §9) as every button does, without any script.
 */
export function DonationBlock({ block }: { block: LayoutBlock<DonationBlockData> }) {
  const { donatePageId, title, description, buttonLabel, alignment } = block.data;
  return (
    <div className={`sqs-block sqs-block-donation sqs-align-${alignment}`} data-block-id={block.id}>
      {title && <h2>{title}</h2>}
      {description && <p>{description}</p>}
      {donatePageId ? (
        <form method="get" action="/checkout/donate" className="donation-block__form">
          <input type="hidden" name="donatePageId" value={donatePageId} />
          <button
            type="submit"
            className="sqs-button sqs-button--primary sqs-button--medium"
            data-donate-button
          >
            {buttonLabel || t('site.donation.button')}
          </button>
        </form>
      ) : (
        // Not set up yet: a placeholder, never a dead link.
        <button type="button" className="sqs-button sqs-button--primary sqs-button--medium" disabled>
          {buttonLabel || t('site.donation.button')}
        </button>
      )}
    </div>
  );
}
