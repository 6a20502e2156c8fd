import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { CreatedSiteAnswer } from '../../../shared/api/platform-answers';
import { siteTemplateCards, type SiteTemplateId } from '../../../shared/site-templates';
import { identifierFromTitle } from '../../../shared/text/site-identifier';
import { api, fieldError } from '../../api/client';
import { TextField } from '../../ui/field';
import { messageOf } from '../../ui/status';
import { t } from '../../text';

/** The platform entry's "Create a site": a title and a starter template, shown as cards with a drawn preview. */
export function CreateSiteForm({
  appDomain,
  onCreated,
}: {
  appDomain: string;
  onCreated: (id: string) => void;
}) {
  const [title, setTitle] = useState('');
  // Blank stays the starting choice, so a site is never filled with content nobody picked.
  const [template, setTemplate] = useState<SiteTemplateId>('blank');
  const create = useMutation({
    mutationFn: () => api<CreatedSiteAnswer>('POST', '/api/platform/sites', { title, template }),
    onSuccess: (body) => onCreated(body.site.id),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  const fieldErrors = ['title', 'identifier', 'template'].map((field) => fieldError(create.error, field));
  return (
    <form className="card" onSubmit={submit} aria-labelledby="create-site-title" noValidate>
      <h2 id="create-site-title">{t('owners.platform.create.title')}</h2>
      <TextField
        label={t('owners.platform.create.siteTitle')}
        value={title}
        maxLength={120}
        onChange={(event) => setTitle(event.target.value)}
        error={fieldErrors[0] ?? fieldErrors[1]}
        hint={
          title.trim()
            ? t('owners.platform.create.address', { address: `${identifierFromTitle(title)}.${appDomain}` })
            : t('owners.platform.create.addressFromTitle')
        }
      />
      <fieldset className="template-picker">
        <legend>{t('owners.platform.create.template')}</legend>
        <p className="field__hint">{t('owners.platform.create.templateHint')}</p>
        <div className="template-picker__cards">
          {siteTemplateCards.map((card) => (
            <label
              key={card.id}
              className={card.id === template ? 'template-card template-card--chosen' : 'template-card'}
            >
              <input
                type="radio"
                name="template"
                value={card.id}
                checked={card.id === template}
                onChange={() => setTemplate(card.id)}
              />
              <img src={card.thumbnail} alt="" width={480} height={320} />
              <span className="template-card__name">{card.name}</span>
              <span className="template-card__description">{card.description}</span>
            </label>
          ))}
        </div>
        {fieldErrors[2] && (
          <p className="field__error" role="alert">
            {fieldErrors[2]}
          </p>
        )}
      </fieldset>
      {create.isError && fieldErrors.every((error) => !error) && (
        <p className="notice notice--error" role="alert">
          {messageOf(create.error)}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={create.isPending}>
        {create.isPending ? t('owners.platform.create.creating') : t('owners.platform.create.submit')}
      </button>
    </form>
  );
}
