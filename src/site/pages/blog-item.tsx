import { LayoutView } from '../components/layout-view';
import { PostComments } from '../components/post-comments';
import { PostDate } from '../components/post-date';
import type { BlogPostSummary, PageView } from '../view-model';
import { t } from '../text';

type BlogItemView = Extract<PageView, { kind: 'blog-item' }>;

export function BlogItem({ page, locale }: { page: BlogItemView; locale: string }) {
  const { post } = page;
  return (
    <>
      <article className="post">
        <header className="post__header container container--narrow">
          <p className="post__back">
            <a href={page.blogHref}>← {page.blogTitle}</a>
          </p>
          <h1 className="post__title">{post.title}</h1>
          <p className="post__meta">
            <PostDate iso={post.publishedAt} locale={locale} />
            {post.authorName !== '' && <span className="post__author">{`By ${post.authorName}`}</span>}
          </p>
        </header>
        <div className="post__body container">
          <LayoutView layout={post.body} />
        </div>
        {(post.tags.length > 0 || post.categories.length > 0) && (
          <footer className="post__footer container container--narrow">
            <TaxonomyLinks kind="category" names={post.categories} blogHref={page.blogHref} />
            <TaxonomyLinks kind="tag" names={post.tags} blogHref={page.blogHref} />
          </footer>
        )}
      </article>
      {page.comments && <PostComments view={page.comments} locale={locale} />}
      {(page.newer || page.older) && (
        <nav className="post-pagination container container--narrow" aria-label={t('site.blog.morePosts')}>
          {page.newer && <AdjacentPost post={page.newer} direction="newer" />}
          {page.older && <AdjacentPost post={page.older} direction="older" />}
        </nav>
      )}
    </>
  );
}

function AdjacentPost({ post, direction }: { post: BlogPostSummary; direction: 'newer' | 'older' }) {
  return (
    <a
      className={`post-pagination__link post-pagination__link--${direction}`}
      href={post.href}
      rel={direction === 'newer' ? 'prev' : 'next'}
    >
      <span className="post-pagination__label">{direction === 'newer' ? '← Newer' : 'Older →'}</span>
      <span className="post-pagination__title">{post.title}</span>
    </a>
  );
}

/**
 * A post's categories or tags, each a link to the blog's list narrowed to it (`?category=` /
 * `?tag=`), so a reader without JavaScript finds the related posts.
 */
function TaxonomyLinks({
  kind,
  names,
  blogHref,
}: {
  kind: 'tag' | 'category';
  names: string[];
  blogHref: string;
}) {
  if (names.length === 0) return null;
  return (
    <>
      <h2 className="sr-only">{t(kind === 'tag' ? 'site.blog.tags' : 'site.blog.categories')}</h2>
      <ul className={`tag-list tag-list--${kind}`}>
        {names.map((name) => (
          <li className="tag" key={name}>
            <a
              className="tag__link"
              href={`${blogHref}?${kind}=${encodeURIComponent(name)}`}
              title={
                kind === 'tag'
                  ? t('site.blog.tagLink', { tag: name })
                  : t('site.blog.categoryLink', { category: name })
              }
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
