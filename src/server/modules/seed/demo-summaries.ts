import type { LayoutBlock } from '../../../shared/layout/layout';
import { block, heading } from './demo-blocks';

/**
 * Summary v2 on the hidden `/blocks` showcase (issue 16): the journal as a list and a grid of
 * the posts tagged "roasting", the shop as a carousel and a wall. Added once the blog and shop
 * exist, since the blocks name their collections by id.
 */
export function summaryShowcaseBlocks(blogId: string, shopId: string | null): LayoutBlock[] {
  return [
    heading('From the journal', 2),
    block('summary', {
      collectionId: blogId,
      design: 'list',
      itemCount: 3,
      showAuthor: true,
      showCategories: true,
      showReadMore: true,
    }),
    block('summary', {
      collectionId: blogId,
      design: 'grid',
      headerText: 'Posts about roasting',
      filterTag: 'roasting',
      itemCount: 4,
      columns: 2,
      showTags: true,
    }),
    ...(shopId
      ? [
          block('summary', {
            collectionId: shopId,
            design: 'carousel',
            headerText: 'From the shop',
            itemCount: 8,
            columns: 3,
            aspectRatio: '1',
          }),
          block('summary', {
            collectionId: shopId,
            design: 'wall',
            headerText: 'The shop, as a wall',
            itemCount: 6,
            aspectRatio: 'auto',
            showExcerpt: false,
          }),
        ]
      : []),
  ];
}
