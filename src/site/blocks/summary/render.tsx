import type { CSSProperties } from 'react';
import {
  SUMMARY_VARIANTS,
  summaryVideoAspectPercent,
  type SummaryData,
} from '../../../shared/blocks/summary';
import type { LayoutBlock } from '../../../shared/layout/layout';
import { GRID_COLUMNS } from '../../../shared/layout/layout';
import { safeMediaSrc } from '../../../shared/links/media';
import { PostDate } from '../../components/post-date';
import { formatEventStart } from '../../format/event-time';
import { columnSizes, ResponsiveImage } from '../../images/responsive-image';
import { t } from '../../text';
import { useBlockResources } from '../resources';
import type { SummaryItemView } from './view';

/**
 * Summary v2 (variants 1005–1008): the newest items of a collection as a wall (pictures in their
 * own shapes, in columns), carousel (one row that scrolls and snaps, with CSS only), list
 * (picture beside text) or grid. Complete server HTML; no JavaScript. The items come from the
 * block resources, where the server put them for this block.
 */
export function SummaryBlock({ block }: { block: LayoutBlock<SummaryData> }) {
  const view = useBlockResources().summaries?.[block.id];
  const data = block.data;
  if (view === undefined) return null;
  const headingId = `summary-${block.id}-heading`;
  const fraction = (block.grid?.span ?? GRID_COLUMNS) / GRID_COLUMNS;
  const columns = data.design === 'list' ? 1 : data.columns;
  const style = { '--summary-columns': String(columns) } as CSSProperties;
  const label = data.headerText || view.collectionTitle;
  return (
    <section
      className={`sqs-block summary-v2 summary-v2--${data.design} sqs-align-${data.textAlignment}`}
      data-block-variant={SUMMARY_VARIANTS[data.design]}
      data-collection-type={view.collectionType}
      aria-labelledby={data.headerText ? headingId : undefined}
      aria-label={data.headerText ? undefined : label}
      style={style}
    >
      {data.headerText !== '' && (
        <h2 className="summary-v2__header" id={headingId}>
          {data.headerText}
        </h2>
      )}
      {view.items.length === 0 ? (
        <p className="summary-v2__empty">{t('site.summary.empty')}</p>
      ) : (
        <div
          className="summary-v2__viewport"
          // The carousel scrolls sideways: a focusable region, so keyboards can scroll it too.
          {...(data.design === 'carousel'
            ? { tabIndex: 0, role: 'region', 'aria-label': t('site.summary.carousel', { label }) }
            : {})}
        >
          <ul className="summary-v2__items">
            {view.items.map((item) => (
              <li className="summary-v2__item" key={item.id}>
                <SummaryItem item={item} data={data} imageShare={fraction / columns} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function SummaryItem({
  item,
  data,
  imageShare,
}: {
  item: SummaryItemView;
  data: SummaryData;
  imageShare: number;
}) {
  const image = data.showThumbnail ? safeMediaSrc(item.imageUrl ?? undefined) : undefined;
  const meta = summaryMeta(item, data);
  return (
    <article className="summary-v2__card">
      {image !== undefined && <SummaryMedia item={item} src={image} data={data} share={imageShare} />}
      <div className="summary-v2__content">
        {meta}
        {data.showTitle && (
          <h3 className="summary-v2__title">
            <a href={item.href}>{item.title}</a>
          </h3>
        )}
        {data.showPrice && item.priceLabel !== undefined && (
          <p className="summary-v2__price">{item.priceLabel}</p>
        )}
        {data.showExcerpt && item.excerpt !== '' && <p className="summary-v2__excerpt">{item.excerpt}</p>}
        {data.showTags && item.tags.length > 0 && (
          <ul className="summary-v2__tags" aria-label={t('site.blog.tags')}>
            {item.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        )}
        {(data.showReadMore || !data.showTitle) && (
          <a className="summary-v2__more" href={item.href}>
            {data.showReadMore ? data.readMoreText || t('site.summary.readMore') : item.title}
          </a>
        )}
      </div>
    </article>
  );
}

/**
 * The picture: in its own shape with Auto (a video's box is 65 % of its width then), else in a
 * box of the chosen shape, its height 100 ÷ the ratio percent of its width (visitor-runtime §9).
 */
function SummaryMedia({
  item,
  src,
  data,
  share,
}: {
  item: SummaryItemView;
  src: string;
  data: SummaryData;
  share: number;
}) {
  const boxed = item.isVideo === true || data.aspectRatio !== 'auto';
  const percent = summaryVideoAspectPercent(data.aspectRatio);
  return (
    // The title links to the item too; this link is for pointers only, hidden from the tab order.
    <a
      className={`summary-v2__media${item.isVideo ? ' summary-v2__media--video' : ''}`}
      href={item.href}
      tabIndex={-1}
      aria-hidden="true"
    >
      <span
        className={boxed ? 'summary-v2__box' : 'summary-v2__natural'}
        {...(boxed ? { style: { paddingBottom: `${Number(percent.toFixed(4))}%` } } : {})}
      >
        <ResponsiveImage className="summary-v2__image" src={src} alt="" sizes={columnSizes(share)} />
      </span>
    </a>
  );
}

function summaryMeta(item: SummaryItemView, data: SummaryData) {
  const date = data.showDate && (item.publishedAt !== undefined || item.event !== undefined);
  const author = data.showAuthor && item.author !== undefined && item.author !== '';
  const categories = data.showCategories && item.categories.length > 0;
  const comments = (item.commentCount ?? 0) > 0;
  if (!date && !author && !categories && !comments) return null;
  return (
    <p className="summary-v2__meta">
      {date &&
        (item.event ? (
          <time dateTime={item.event.startsAt}>
            {formatEventStart(item.event.startsAt, 'en-US', item.event.timeZone)}
          </time>
        ) : (
          <PostDate iso={item.publishedAt!} locale="en-US" />
        ))}
      {author && <span className="summary-v2__author">{item.author}</span>}
      {categories && <span className="summary-v2__categories">{item.categories.join(', ')}</span>}
      {comments && (
        <span className="summary-v2__comments">
          {t('site.comments.count', { count: item.commentCount ?? 0 })}
        </span>
      )}
    </p>
  );
}
