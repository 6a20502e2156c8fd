import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import {
  MAX_ITEMS_IN_ORDERABLE_COLLECTION,
  MAX_PRODUCTS_PER_COLLECTION,
} from '../../../shared/api/item-limits';
import type { PageSummary, RenamedPageAnswer } from '../../../shared/api/owners-answers';
import { api, fieldError } from '../../api/client';
import { t } from '../../text';
import { TextArea, TextField } from '../../ui/field';
import { messageOf } from '../../ui/status';
import { ImageField } from '../media/image-field';

/**
 * One page's settings: its title and URL slug (a changed slug of a published page redirects
 * from the old one, server side), and its search and sharing settings. Saved in one PATCH.
 */
export function PageSettings({
  page,
  onDone,
  onSaved,
}: {
  page: PageSummary;
  onDone: () => void;
  onSaved: () => unknown;
}) {
  const headingId = useId();
  const [title, setTitle] = useState(page.title);
  const [urlId, setUrlId] = useState(page.urlId);
  const [seo, setSeo] = useState(page.seo);
  const save = useMutation({
    mutationFn: () => api<RenamedPageAnswer>('PATCH', `/api/rest/pages/${page.id}`, { title, urlId, seo }),
    onSuccess: (answer) => {
      setUrlId(answer.page.urlId);
      return onSaved();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const error = (field: string) => fieldError(save.error, field);
  const known = ['title', 'urlId', 'seo.title', 'seo.description', 'seo.socialImageUrl'];
  return (
    <form className="card page-settings" onSubmit={submit} aria-labelledby={headingId}>
      <h3 id={headingId}>{t('owners.sitePages.settingsFor', { title: page.title })}</h3>
      <TextField
        label={t('owners.sitePages.pageTitle')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={error('title')}
        maxLength={200}
        autoFocus
      />
      <TextField
        label={t('owners.sitePages.slug')}
        value={urlId}
        onChange={(event) => setUrlId(event.target.value)}
        error={error('urlId')}
        hint={t('owners.sitePages.slugHint')}
        maxLength={150}
      />
      {page.type === 'products' && (
        <p className="field__hint">
          {t('owners.sitePages.shopLimit', { max: MAX_PRODUCTS_PER_COLLECTION })}{' '}
          {t('owners.sitePages.orderableLimit', { max: MAX_ITEMS_IN_ORDERABLE_COLLECTION })}
        </p>
      )}
      <fieldset>
        <legend>{t('owners.sitePages.seoHeading')}</legend>
        <TextField
          label={t('owners.sitePages.seoTitle')}
          value={seo.title}
          onChange={(event) => setSeo({ ...seo, title: event.target.value })}
          error={error('seo.title')}
          hint={t('owners.sitePages.seoTitleHint')}
          maxLength={200}
        />
        <TextArea
          label={t('owners.sitePages.seoDescription')}
          value={seo.description}
          onChange={(description) => setSeo({ ...seo, description })}
          error={error('seo.description')}
          hint={t('owners.sitePages.seoDescriptionHint')}
          rows={3}
        />
        <ImageField
          label={t('owners.sitePages.socialImage')}
          value={seo.socialImageUrl}
          onChange={(socialImageUrl) => setSeo({ ...seo, socialImageUrl })}
          error={error('seo.socialImageUrl')}
          hint={t('owners.sitePages.socialImageHint')}
        />
        <div className="field field--checkbox">
          <label>
            <input
              type="checkbox"
              checked={seo.hideFromSearch}
              onChange={(event) => setSeo({ ...seo, hideFromSearch: event.target.checked })}
            />{' '}
            {t('owners.sitePages.hideFromSearch')}
          </label>
          <p className="field__hint">{t('owners.sitePages.hideFromSearchHint')}</p>
        </div>
      </fieldset>
      {save.isError && !known.some((field) => error(field)) && <p role="alert">{messageOf(save.error)}</p>}
      {save.isSuccess && !save.isPending && (
        <p className="notice" role="status">
          {t('owners.sitePages.saved')}
        </p>
      )}
      <div className="page-settings__actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? t('owners.sitePages.saving') : t('owners.sitePages.save')}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {t('owners.sitePages.cancel')}
        </button>
      </div>
    </form>
  );
}
