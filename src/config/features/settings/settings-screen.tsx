import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { SiteSettings } from '../../../shared/api/owners';
import type { SiteSettingsAnswer } from '../../../shared/api/owners-answers';
import { currencyCodes } from '../../../shared/money/currencies';
import { api, apiGet, ApiError } from '../../api/client';
import { queryKeys } from '../../app/queries';
import { TextArea, TextField } from '../../ui/field';
import { ImageField } from '../media/image-field';
import { HeaderSearchSetting } from './header-search-setting';
import { LocalePicker } from './locale-picker';
import { SettingsLinks } from './settings-links';
import { ErrorState, Loading, messageOf } from '../../ui/status';
import { t } from '../../text';

/** An example of the field's value, the same in every language. */
const EXAMPLE_LOGO_PATH = '/assets/static/logo.svg';

const TIME_ZONES: string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];

export function SettingsScreen() {
  const settings = useQuery({
    queryKey: queryKeys.settings,
    queryFn: () => apiGet<SiteSettingsAnswer>('/api/rest/site-settings'),
  });
  if (settings.isPending) return <Loading label={t('owners.settings.loading')} />;
  if (settings.isError) return <ErrorState error={settings.error} retry={() => void settings.refetch()} />;
  // A locale saved before the list existed shows as it is until the owner picks a listed one.
  return <SettingsForm initial={settings.data as SiteSettings} />;
}

function SettingsForm({ initial }: { initial: SiteSettings }) {
  const client = useQueryClient();
  const [value, setValue] = useState(initial);
  const save = useMutation({
    mutationFn: (settings: SiteSettings) =>
      api<SiteSettingsAnswer>('PUT', '/api/rest/site-settings', settings),
    onSuccess: (saved) => {
      client.setQueryData(queryKeys.settings, saved);
      void client.invalidateQueries({ queryKey: queryKeys.site });
    },
  });
  const errors = save.error instanceof ApiError ? save.error.fieldErrors : {};
  // One address a line; the API takes a list (an error names the line: `frameAncestors.2`).
  const [framingText, setFramingText] = useState((initial.frameAncestors ?? []).join('\n'));
  const framingError = Object.entries(errors).find(([key]) => key.startsWith('frameAncestors'))?.[1];
  const set = (patch: Partial<SiteSettings>) => setValue((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const frameAncestors = framingText.split(/\s+/).filter((line) => line !== '');
    // The sender and reply-to have their own screen (Settings → E-mail): never send a stale copy.
    const { mail: _mail, ...rest } = value;
    void _mail;
    save.mutate({ ...rest, frameAncestors });
  };

  return (
    <section className="screen" aria-labelledby="settings-title">
      <h1 id="settings-title">{t('owners.settings.title')}</h1>
      <p>{t('owners.settings.intro')}</p>
      <SettingsLinks />
      <form className="card settings-form" onSubmit={submit} noValidate>
        <TextField
          label={t('owners.settings.siteTitle')}
          value={value.title}
          onChange={(event) => set({ title: event.target.value })}
          error={errors.title}
          required
        />
        <fieldset className="field-group">
          <legend>{t('owners.settings.images.legend')}</legend>
          <ImageField
            label={t('owners.settings.images.logo')}
            value={value.logoUrl}
            onChange={(logoUrl) => set({ logoUrl })}
            error={errors.logoUrl}
            placeholder={EXAMPLE_LOGO_PATH}
            hint={t('owners.settings.images.logoHint')}
          />
          <ImageField
            label={t('owners.settings.images.favicon')}
            value={value.faviconUrl ?? ''}
            onChange={(faviconUrl) => set({ faviconUrl })}
            error={errors.faviconUrl}
            hint={t('owners.settings.images.faviconHint')}
          />
          <ImageField
            label={t('owners.settings.images.social')}
            value={value.socialImageUrl ?? ''}
            onChange={(socialImageUrl) => set({ socialImageUrl })}
            error={errors.socialImageUrl}
            hint={t('owners.settings.images.socialHint')}
          />
        </fieldset>
        <LocalePicker value={value.locale} onChange={(locale) => set({ locale })} error={errors.locale} />
        <div className="field">
          <label htmlFor="currency">{t('owners.settings.currency')}</label>
          <select
            id="currency"
            value={value.currency}
            onChange={(event) => set({ currency: event.target.value as SiteSettings['currency'] })}
          >
            {currencyCodes.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="time-zone">{t('owners.settings.timeZone')}</label>
          <select
            id="time-zone"
            value={value.timeZone}
            onChange={(event) => set({ timeZone: event.target.value })}
          >
            {(TIME_ZONES.includes(value.timeZone) ? TIME_ZONES : [value.timeZone, ...TIME_ZONES]).map(
              (zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ),
            )}
          </select>
          {errors.timeZone && <p className="field__error">{errors.timeZone}</p>}
        </div>
        <div className="field">
          <label htmlFor="measurement">{t('owners.settings.measurement')}</label>
          <select
            id="measurement"
            value={value.measurementStandard}
            onChange={(event) => set({ measurementStandard: Number(event.target.value) as 1 | 2 })}
          >
            <option value={1}>{t('owners.settings.measurement.imperial')}</option>
            <option value={2}>{t('owners.settings.measurement.metric')}</option>
          </select>
        </div>
        <div className="field field--check">
          <input
            id="escape-login"
            type="checkbox"
            checked={value.escapeKeyLoginAllowed}
            onChange={(event) => set({ escapeKeyLoginAllowed: event.target.checked })}
          />
          <label htmlFor="escape-login">{t('owners.settings.escapeLogin')}</label>
        </div>
        <fieldset className="field-group">
          <legend>{t('owners.settings.announcement.legend')}</legend>
          <div className="field field--check">
            <input
              id="announcement-enabled"
              type="checkbox"
              checked={value.announcementBar.enabled}
              onChange={(event) =>
                set({ announcementBar: { ...value.announcementBar, enabled: event.target.checked } })
              }
            />
            <label htmlFor="announcement-enabled">{t('owners.settings.announcement.enabled')}</label>
          </div>
          <TextField
            label={t('owners.settings.announcement.text')}
            value={value.announcementBar.text}
            maxLength={300}
            onChange={(event) =>
              set({ announcementBar: { ...value.announcementBar, text: event.target.value } })
            }
            error={errors['announcementBar.text']}
          />
          <TextField
            label={t('owners.settings.announcement.link')}
            value={value.announcementBar.href}
            onChange={(event) =>
              set({ announcementBar: { ...value.announcementBar, href: event.target.value } })
            }
            error={errors['announcementBar.href']}
          />
        </fieldset>
        <fieldset className="field-group">
          <legend>{t('owners.settings.header.legend')}</legend>
          <div className="field field--check">
            <input
              id="show-title"
              type="checkbox"
              checked={value.header.showTitle}
              onChange={(event) => set({ header: { ...value.header, showTitle: event.target.checked } })}
            />
            <label htmlFor="show-title">{t('owners.settings.header.showTitle')}</label>
          </div>
          <HeaderSearchSetting header={value.header} onChange={(header) => set({ header })} />
          <div className="field">
            <label htmlFor="header-alignment">{t('owners.settings.header.alignment')}</label>
            <select
              id="header-alignment"
              value={value.header.alignment}
              onChange={(event) =>
                set({ header: { ...value.header, alignment: event.target.value as 'left' | 'center' } })
              }
            >
              <option value="left">{t('owners.settings.header.alignLeft')}</option>
              <option value="center">{t('owners.settings.header.alignCenter')}</option>
            </select>
          </div>
          <p>
            <Link to="/settings/footer">{t('owners.settings.header.editFooter')}</Link>
          </p>
          <p>
            <Link to="/settings/popup">{t('owners.settings.header.editPopup')}</Link>
          </p>
          <TextField
            label={t('owners.settings.footer.smallPrint')}
            value={value.footer.smallPrint}
            maxLength={500}
            onChange={(event) => set({ footer: { smallPrint: event.target.value } })}
            error={errors['footer.smallPrint']}
          />
        </fieldset>
        <fieldset className="field-group">
          <legend>{t('owners.settings.framing.legend')}</legend>
          <TextArea
            label={t('owners.settings.framing.label')}
            value={framingText}
            onChange={setFramingText}
            error={framingError}
            hint={t('owners.settings.framing.hint')}
          />
        </fieldset>
        <p role="status" className={save.isError ? 'save-status save-status--error' : 'save-status'}>
          {save.isPending
            ? t('owners.settings.saving')
            : save.isError
              ? t('owners.settings.notSaved', { message: messageOf(save.error) })
              : save.isSuccess
                ? t('owners.settings.saved')
                : ''}
        </p>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('owners.settings.save')}
        </button>
      </form>
    </section>
  );
}
