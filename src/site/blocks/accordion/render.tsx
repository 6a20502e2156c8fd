import type { AccordionData } from '../../../shared/blocks/accordion';
import type { LayoutBlock } from '../../../shared/layout/layout';
import { PlainParagraphs } from '../plain-paragraphs';

/**
 * Accordion (spec visitor-runtime §4) as `<details>`/`<summary>`: complete without JavaScript
 * (the browser opens and closes items, Enter and Space included, and tells assistive technology
 * whether each is expanded). When only one item may be open, the items share a `name`, which
 * the browser makes exclusive. The `accordion` runtime feature adds the 250 ms animation and
 * arrow keys between the titles.
 */
export function AccordionBlock({ block }: { block: LayoutBlock<AccordionData> }) {
  const { items, allowMultipleOpen, firstOpen } = block.data;
  const group = allowMultipleOpen ? undefined : `accordion-${block.id}`;
  return (
    <div
      className="sqs-block sqs-block-accordion"
      data-accordion=""
      data-accordion-multiple={allowMultipleOpen ? 'true' : 'false'}
    >
      {items.map((item, index) => (
        <details
          key={index}
          className="sqs-accordion__item"
          name={group}
          open={firstOpen && index === 0 ? true : undefined}
        >
          <summary className="sqs-accordion__title">
            <span className="sqs-accordion__label">{item.title}</span>
            <span className="sqs-accordion__icon" aria-hidden="true" />
          </summary>
          <div className="sqs-accordion__body sqs-prose">
            <PlainParagraphs text={item.body} />
          </div>
        </details>
      ))}
    </div>
  );
}
