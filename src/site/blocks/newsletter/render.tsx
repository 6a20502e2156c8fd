import type { LayoutBlock } from '../../../shared/layout/layout';
import { FormView } from '../form/form-view';
import type { NewsletterBlockData } from '../../../shared/blocks/newsletter';

export function NewsletterBlock({ block }: { block: LayoutBlock<NewsletterBlockData> }) {
  const { title, description, alignment } = block.data;
  const headingId = `newsletter-${block.id}`;
  return (
    <section
      className={`sqs-block sqs-block-newsletter sqs-align-${alignment}`}
      data-block-id={block.id}
      aria-labelledby={title ? headingId : undefined}
    >
      {title && (
        <h2 className="newsletter-title" id={headingId}>
          {title}
        </h2>
      )}
      {description && <p className="newsletter-description">{description}</p>}
      <FormView formId={block.data.formId} className="newsletter-form" />
    </section>
  );
}
