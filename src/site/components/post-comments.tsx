import { COMMENT_LIMITS } from '../../shared/api/comments';
import type { BlogCommentsView } from '../view-model';
import { t } from '../text';
import { PostDate } from './post-date';

/**
 * A post's first-party comments (modules/comments): the approved ones as plain text (React
 * escapes it; line breaks kept by CSS), then the form. The form posts without JavaScript; the
 * `comments` runtime feature adds the captcha's puzzle, which needs JavaScript.
 */
export function PostComments({ view, locale }: { view: BlogCommentsView; locale: string }) {
  const count = view.comments.length;
  return (
    <section
      id="comments"
      className="post-comments container container--narrow"
      aria-labelledby="comments-title"
    >
      <h2 id="comments-title" className="post-comments__title">
        {count === 0 ? t('site.comments.title') : t('site.comments.count', { count })}
      </h2>
      {view.notice && (
        <p
          className={`post-comments__notice post-comments__notice--${view.notice.code}`}
          role="status"
          data-comment-notice={view.notice.code}
        >
          {view.notice.text}
        </p>
      )}
      {count > 0 && (
        <ol className="post-comments__list">
          {view.comments.map((comment) => (
            <li key={comment.id} className="post-comment">
              <p className="post-comment__meta">
                <span className="post-comment__author">{comment.authorName}</span>
                <PostDate iso={comment.createdAt} locale={locale} />
              </p>
              <p className="post-comment__body">{comment.body}</p>
            </li>
          ))}
        </ol>
      )}
      {view.open ? (
        <form className="post-comments__form form" method="post" action={view.action} data-comment-form="">
          <h3 className="post-comments__form-title">{t('site.comments.leave')}</h3>
          {/* The honeypot: people never see or reach it; bots that fill every field give themselves away. */}
          <div className="form-hp" aria-hidden="true">
            <label>
              {t('site.form.honeypot')}
              <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
            </label>
          </div>
          <p className="form-item">
            <label htmlFor="comment-name">{t('site.comments.name')}</label>
            <input
              id="comment-name"
              name="authorName"
              type="text"
              required
              maxLength={COMMENT_LIMITS.authorName}
              autoComplete="name"
            />
          </p>
          <p className="form-item">
            <label htmlFor="comment-email">{t('site.comments.email')}</label>
            <input
              id="comment-email"
              name="email"
              type="email"
              maxLength={COMMENT_LIMITS.email}
              autoComplete="email"
              aria-describedby="comment-email-help"
            />
            <span id="comment-email-help" className="form-help">
              {t('site.comments.emailHelp')}
            </span>
          </p>
          <p className="form-item">
            <label htmlFor="comment-body">{t('site.comments.body')}</label>
            <textarea id="comment-body" name="body" required rows={5} maxLength={COMMENT_LIMITS.body} />
          </p>
          <div className="form-captcha" data-provider="altcha">
            <div className="captcha-error field-error" role="alert" hidden />
            {/* Removed by the runtime; without JavaScript it explains why posting fails. */}
            <p className="form-noscript">{t('site.comments.captchaNeedsJavaScript')}</p>
          </div>
          {view.moderated && <p className="post-comments__moderation">{t('site.comments.moderated')}</p>}
          <button type="submit" className="sqs-button sqs-button--primary sqs-button--medium">
            {t('site.comments.submit')}
          </button>
        </form>
      ) : (
        <p className="post-comments__closed">{t('site.comments.closed')}</p>
      )}
    </section>
  );
}
