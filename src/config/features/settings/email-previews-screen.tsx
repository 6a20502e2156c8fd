import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { MailPreview, MailPreviewList } from '../../../shared/api/mail';
import { apiGet } from '../../api/client';
import { ErrorState, Loading } from '../../ui/status';
import { t } from '../../text';

/**
 * The site's e-mails with sample data, as the server renders them in the site's logo and
 * colours (the spec's "commerce email preview"): the HTML part in a sandboxed frame (no
 * script, no navigation, no access to the app), the text part as it is.
 */
export function EmailPreviewsScreen() {
  const list = useQuery({
    queryKey: ['mail-previews'],
    queryFn: () => apiGet<MailPreviewList>('/api/rest/mail/previews'),
  });
  const [chosen, setChosen] = useState<string | null>(null);
  if (list.isPending) return <Loading label={t('owners.settings.emails.loading')} />;
  if (list.isError) return <ErrorState error={list.error} retry={() => void list.refetch()} />;
  const templates = list.data.templates;
  const current = chosen ?? templates[0]?.name ?? null;
  return (
    <section className="screen" aria-labelledby="email-previews-title">
      <Link to="/settings" className="button button--quiet">
        {t('owners.settings.back')}
      </Link>
      <h1 id="email-previews-title">{t('owners.settings.emails.title')}</h1>
      <p>
        {t('owners.settings.emails.introBefore')}
        <Link to="/settings">{t('owners.settings.emails.introLink')}</Link>
        {t('owners.settings.emails.introAfter')}
      </p>
      <div className="email-previews">
        <nav aria-label={t('owners.settings.emails.templates')}>
          <ul className="email-previews__list">
            {templates.map((template) => (
              <li key={template.name}>
                <button
                  type="button"
                  className={template.name === current ? 'button button--primary' : 'button button--quiet'}
                  aria-current={template.name === current ? 'true' : undefined}
                  onClick={() => setChosen(template.name)}
                >
                  {template.label}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        {current && <EmailPreview key={current} name={current} reveal={chosen !== null} />}
      </div>
    </section>
  );
}

/** `reveal`: chosen from the list, so a preview whose top scrolled away (under the header) is brought back. */
function EmailPreview({ name, reveal }: { name: string; reveal: boolean }) {
  const [part, setPart] = useState<'html' | 'text'>('html');
  const preview = useQuery({
    queryKey: ['mail-previews', name],
    queryFn: () => apiGet<MailPreview>(`/api/rest/mail/previews/${encodeURIComponent(name)}`),
  });
  const article = useRef<HTMLElement>(null);
  const loaded = preview.isSuccess;
  useEffect(() => {
    const element = article.current;
    if (!reveal || !loaded || !element) return;
    const margin = parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
    if (element.getBoundingClientRect().top < margin) element.scrollIntoView({ block: 'start' });
  }, [reveal, loaded]);
  if (preview.isPending) return <Loading label={t('owners.settings.emails.rendering')} />;
  if (preview.isError) return <ErrorState error={preview.error} retry={() => void preview.refetch()} />;
  const mail = preview.data;
  return (
    <article
      ref={article}
      className="card email-preview"
      aria-label={t('owners.settings.emails.preview', { label: mail.label })}
      data-template={mail.name}
    >
      <h2>{mail.label}</h2>
      <p>
        <strong>{t('owners.settings.emails.subject')}</strong> <span data-email-subject>{mail.subject}</span>
      </p>
      <div role="tablist" aria-label={t('owners.settings.emails.part')}>
        <button
          type="button"
          role="tab"
          id={`${name}-html-tab`}
          aria-selected={part === 'html'}
          aria-controls={`${name}-panel`}
          className={part === 'html' ? 'button button--primary' : 'button button--quiet'}
          onClick={() => setPart('html')}
        >
          {t('owners.settings.emails.html')}
        </button>{' '}
        <button
          type="button"
          role="tab"
          id={`${name}-text-tab`}
          aria-selected={part === 'text'}
          aria-controls={`${name}-panel`}
          className={part === 'text' ? 'button button--primary' : 'button button--quiet'}
          onClick={() => setPart('text')}
        >
          {t('owners.settings.emails.text')}
        </button>
      </div>
      <div role="tabpanel" id={`${name}-panel`} aria-labelledby={`${name}-${part}-tab`}>
        {part === 'html' ? (
          <iframe
            title={t('owners.settings.emails.htmlPart', { label: mail.label })}
            sandbox=""
            srcDoc={mail.html}
            style={{ width: '100%', height: '640px', border: '1px solid #ddd', background: '#fff' }}
          />
        ) : (
          <pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-email-text>
            {mail.text}
          </pre>
        )}
      </div>
    </article>
  );
}
