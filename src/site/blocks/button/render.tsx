import type { LayoutBlock } from '../../../shared/layout/layout';
import { safeHref } from '../../../shared/links/classify';
import { NEW_WINDOW_HINT, newWindowAttributes } from '../link-attributes';
import type { ButtonData } from '../../../shared/blocks/button';

export function ButtonBlock({ block }: { block: LayoutBlock<ButtonData> }) {
  const { label, style, size, alignment, newWindow } = block.data;
  const href = safeHref(block.data.href);
  return (
    <div className={`sqs-block sqs-block-button sqs-align-${alignment}`} data-block-id={block.id}>
      {/* Without a usable href the anchor stays a placeholder: never a script URL. */}
      <a
        className={`sqs-button sqs-button--${style} sqs-button--${size}`}
        href={href}
        {...(href === undefined ? {} : newWindowAttributes(newWindow))}
      >
        {label}
        {href !== undefined && newWindow && <span className="sr-only">{NEW_WINDOW_HINT}</span>}
      </a>
    </div>
  );
}
