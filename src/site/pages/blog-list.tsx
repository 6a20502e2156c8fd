import { ListFilter } from '../components/list-filter';
import { safeMediaSrc } from '../../shared/links/media';
import { PostDate } from '../components/post-date';
import type { BlogPostSummary, PageView } from '../view-model';
import { t } from '../text';
import { columnSizes, ResponsiveImage } from '../images/responsive-image';

type BlogListView = Extract<PageView, { kind: 'blog-list' }>;

export function BlogList({ page, locale }: { page: BlogListView; locale: string }) {
  return (
    <div className="container">
      <header className="page-header">
        <h1 className="page-header__title">{page.title}</h1>
        {page.description !== '' && <p className="page-header__description">{page.description}</p>}
      </header>
      <ListFilter filter={page.filter} />
      {page.posts.length === 0 ? (
        <p className="empty-state">{t('site.blog.empty')}</p>
      ) : (
        <ul className="post-grid">
          {page.posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} locale={locale} />
            </li>
          ))}
        </ul>
      )}
      {(page.newerHref || page.olderHref) && (
        <nav className="pagination" aria-label={t('site.blog.pages')}>
          {page.newerHref && (
            <a className="pagination__link pagination__link--newer" href={page.newerHref} rel="prev">
              {t('site.blog.newer')}
            </a>
          )}
          {page.olderHref && (
            <a className="pagination__link pagination__link--older" href={page.olderHref} rel="next">
              {t('site.blog.older')}
            </a>
          )}
        </nav>
      )}
    </div>
  );
}

/** The whole card is clickable through the title link (stretched in CSS), so there is one link per post. */
function PostCard({ post, locale }: { post: BlogPostSummary; locale: string }) {
  const image = safeMediaSrc(post.imageUrl);
  const category = post.categories[0];
  return (
    <article className="post-card">
      {image !== undefined && (
        <div className="post-card__media">
          <ResponsiveImage className="post-card__image" src={image} alt="" sizes={columnSizes(1 / 3)} large />
        </div>
      )}
      <div className="post-card__body">
        <p className="post-card__meta">
          <PostDate iso={post.publishedAt} locale={locale} />
          {category !== undefined && <span className="post-card__category">{category}</span>}
          {(post.commentCount ?? 0) > 0 && (
            <span className="post-card__comments">
              {t('site.comments.count', { count: post.commentCount ?? 0 })}
            </span>
          )}
        </p>
        <h2 className="post-card__title">
          <a href={post.href}>{post.title}</a>
        </h2>
        {post.excerpt !== '' && <p className="post-card__excerpt">{post.excerpt}</p>}
        <span className="post-card__more" aria-hidden="true">
          {t('site.blog.readMore')}
        </span>
      </div>
    </article>
  );
}
