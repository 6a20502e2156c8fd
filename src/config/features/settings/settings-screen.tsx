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
import { LocalePicker } from './locale-picker';
import { SettingsLinks } from './settings-links';
import { ErrorState, Loading, messageOf } from '../../ui/status';

const TIME_ZONES: string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];

export function SettingsScreen() {
  const settings = useQuery({
    queryKey: queryKeys.settings,
    queryFn: () => apiGet<SiteSettingsAnswer>('/api/rest/site-settings'),
  });
  if (settings.isPending) return <Loading label="Loading settings…" />;
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
      <h1 id="settings-title">Settings</h1>
      <p>Settings apply to the published site as soon as you save them.</p>
      <SettingsLinks />
      <form className="card settings-form" onSubmit={submit} noValidate>
        <TextField
          label="Site title"
          value={value.title}
          onChange={(event) => set({ title: event.target.value })}
          error={errors.title}
          required
        />
        <fieldset className="field-group">
          <legend>Logo and images</legend>
          <ImageField
            label="Logo"
            value={value.logoUrl}
            onChange={(logoUrl) => set({ logoUrl })}
            error={errors.logoUrl}
            placeholder="/assets/static/logo.svg"
            hint="Shown in the site's header."
          />
          <ImageField
            label="Favicon"
            value={value.faviconUrl ?? ''}
            onChange={(faviconUrl) => set({ faviconUrl })}
            error={errors.faviconUrl}
            hint="The small icon in browser tabs and bookmarks. A square image of at least 48 × 48 pixels."
          />
          <ImageField
            label="Social sharing image"
            value={value.socialImageUrl ?? ''}
            onChange={(socialImageUrl) => set({ socialImageUrl })}
            error={errors.socialImageUrl}
            hint="Shown when a page is shared on social networks and in messages. 1200 × 630 pixels works best."
          />
        </fieldset>
        <LocalePicker value={value.locale} onChange={(locale) => set({ locale })} error={errors.locale} />
        <div className="field">
          <label htmlFor="currency">Currency</label>
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
          <label htmlFor="time-zone">Time zone</label>
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
          <label htmlFor="measurement">Measurement standard</label>
          <select
            id="measurement"
            value={value.measurementStandard}
            onChange={(event) => set({ measurementStandard: Number(event.target.value) as 1 | 2 })}
          >
            <option value={1}>Imperial (lbs, in)</option>
            <option value={2}>Metric (kg, cm)</option>
          </select>
        </div>
        <div className="field field--check">
          <input
            id="escape-login"
            type="checkbox"
            checked={value.escapeKeyLoginAllowed}
            onChange={(event) => set({ escapeKeyLoginAllowed: event.target.checked })}
          />
          <label htmlFor="escape-login">Visitors can press Escape to sign in</label>
        </div>
        <fieldset className="field-group">
          <legend>Announcement bar</legend>
          <div className="field field--check">
            <input
              id="announcement-enabled"
              type="checkbox"
              checked={value.announcementBar.enabled}
              onChange={(event) =>
                set({ announcementBar: { ...value.announcementBar, enabled: event.target.checked } })
              }
            />
            <label htmlFor="announcement-enabled">Show the announcement bar</label>
          </div>
          <TextField
            label="Announcement"
            value={value.announcementBar.text}
            maxLength={300}
            onChange={(event) =>
              set({ announcementBar: { ...value.announcementBar, text: event.target.value } })
            }
            error={errors['announcementBar.text']}
          />
          <TextField
            label="Announcement link"
            value={value.announcementBar.href}
            onChange={(event) =>
              set({ announcementBar: { ...value.announcementBar, href: event.target.value } })
            }
            error={errors['announcementBar.href']}
          />
        </fieldset>
        <fieldset className="field-group">
          <legend>Header and footer</legend>
          <div className="field field--check">
            <input
              id="show-title"
              type="checkbox"
              checked={value.header.showTitle}
              onChange={(event) => set({ header: { ...value.header, showTitle: event.target.checked } })}
            />
            <label htmlFor="show-title">Show the site title in the header</label>
          </div>
          <div className="field">
            <label htmlFor="header-alignment">Header alignment</label>
            <select
              id="header-alignment"
              value={value.header.alignment}
              onChange={(event) =>
                set({ header: { ...value.header, alignment: event.target.value as 'left' | 'center' } })
              }
            >
              <option value="left">Left</option>
              <option value="center">Centred</option>
            </select>
          </div>
          <p>
            <Link to="/settings/footer">Edit the footer’s blocks</Link>
          </p>
          <p>
            <Link to="/settings/popup">Design the site’s popup</Link>
          </p>
          <TextField
            label="Footer small print"
            value={value.footer.smallPrint}
            maxLength={500}
            onChange={(event) => set({ footer: { smallPrint: event.target.value } })}
            error={errors['footer.smallPrint']}
          />
        </fieldset>
        <fieldset className="field-group">
          <legend>Framing</legend>
          <TextArea
            label="Other sites that may show your pages in a frame"
            value={framingText}
            onChange={setFramingText}
            error={framingError}
            hint="One address a line, like https://example.com. Your own site always may; any other site may not unless listed here."
          />
        </fieldset>
        <p role="status" className={save.isError ? 'save-status save-status--error' : 'save-status'}>
          {save.isPending
            ? 'Saving…'
            : save.isError
              ? `Not saved: ${messageOf(save.error)}`
              : save.isSuccess
                ? 'Settings saved.'
                : ''}
        </p>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          Save settings
        </button>
      </form>
    </section>
  );
}
