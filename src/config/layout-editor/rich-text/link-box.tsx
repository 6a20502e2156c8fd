import { useQuery } from '@tanstack/react-query';
import type { Editor } from '@tiptap/react';
import { useId, useState } from 'react';
import type { PagesAnswer } from '../../../shared/api/owners-answers';
import { apiGet } from '../../api/client';
import { queryKeys } from '../../app/queries';
import { t } from '../../text';
import { linkTargetOf } from './link-target';

/** Links the selected text to one of the site's pages (the picker) or a typed address, checked by link-target.ts. */
export function LinkBox({ editor, close }: { editor: Editor; close: () => void }) {
  const id = useId();
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [address, setAddress] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const pages = useQuery({
    queryKey: queryKeys.pages,
    queryFn: () => apiGet<PagesAnswer>('/api/rest/pages'),
  });
  const nothingSelected = editor.state.selection.empty && !editor.isActive('link');

  function apply() {
    const target = linkTargetOf(address);
    if (!target.ok) {
      setError(t(target.message, target.values));
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    (target.href === '' ? chain.unsetLink() : chain.setLink({ href: target.href })).run();
    close();
  }

  return (
    <div className="rich-text__link" role="group" aria-label={t('owners.editorRichText.link.dialog')}>
      {nothingSelected ? (
        <p className="muted">{t('owners.editorRichText.link.selectText')}</p>
      ) : (
        <>
          <div className="field">
            <label htmlFor={`${id}-page`}>{t('owners.editorRichText.link.page')}</label>
            <select
              id={`${id}-page`}
              value=""
              onChange={(event) => {
                setAddress(event.target.value);
                setError(null);
              }}
            >
              <option value="">{t('owners.editorRichText.link.choosePage')}</option>
              {(pages.data?.pages ?? []).map((page) => (
                <option key={page.id} value={page.isHome ? '/' : `/${page.urlId}`}>
                  {page.title}
                </option>
              ))}
            </select>
          </div>
          <div className={error ? 'field field--invalid' : 'field'}>
            <label htmlFor={`${id}-address`}>{t('owners.editorRichText.link.address')}</label>
            <input
              id={`${id}-address`}
              type="text"
              value={address}
              maxLength={2000}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
              onChange={(event) => {
                setAddress(event.target.value);
                setError(null);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  apply();
                } else if (event.key === 'Escape') {
                  event.stopPropagation();
                  close();
                }
              }}
            />
            <p className="field__help" id={`${id}-help`}>
              {t('owners.editorRichText.link.addressHelp')}
            </p>
            {error && (
              <p className="field__error" id={`${id}-error`} role="alert">
                {error}
              </p>
            )}
          </div>
        </>
      )}
      <div className="rich-text__link-actions">
        {!nothingSelected && (
          <button type="button" className="button button--small button--primary" onClick={apply}>
            {t('owners.editorRichText.link.apply')}
          </button>
        )}
        <button type="button" className="button button--small" onClick={close}>
          {t('owners.editorRichText.link.cancel')}
        </button>
      </div>
    </div>
  );
}
