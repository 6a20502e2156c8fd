import type { LayoutBlock } from '../../../shared/layout/layout';
import type { CollectionLinkData } from '../../../shared/blocks/collection-link';

/** Put beside the block's data by the server at render time (never stored). */
export interface ResolvedCollectionLink {
  link?: { href: string; title: string; count: number } | null;
}

/** A link to a store collection (its product list), with how many products it holds. */
export function CollectionLinkBlock({
  block,
}: {
  block: LayoutBlock<CollectionLinkData> & ResolvedCollectionLink;
}) {
  const { link } = block;
  const { label } = block.data;
  if (!link) return null;
  return (
    <div className="sqs-block sqs-block-collectionlink collection-link">
      <a className="collection-link__anchor" href={link.href}>
        <span className="collection-link__title">{label || link.title}</span>
        <span className="collection-link__count">
          {`${link.count} ${link.count === 1 ? 'product' : 'products'}`}
        </span>
      </a>
    </div>
  );
}
