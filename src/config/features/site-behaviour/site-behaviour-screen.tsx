import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { CookieBannerFields, SiteBehaviour } from '../../../shared/api/site-behaviour';
import { barToPopupPosition, popupToBarPosition } from '../../../shared/consent/banner-settings';
import { api, apiGet, ApiError } from '../../api/client';
import { t, type OwnersMessageKey } from '../../text';
import { TextArea, TextField } from '../../ui/field';
import { ErrorState, Loading, messageOf } from '../../ui/status';
import { BannerPreview } from './banner-preview';

const QUERY_KEY = ['site-behaviour'] as const;
const PATH = '/api/rest/site-behaviour';

type Position = CookieBannerFields['cookieBannerPosition'];
const BAR_POSITIONS: Array<[Position, OwnersMessageKey]> = [
  ['TOP', 'owners.siteBehaviour.positionTop'],
  ['BOTTOM', 'owners.siteBehaviour.positionBottom'],
];
const POPUP_POSITIONS: Array<[Position, OwnersMessageKey]> = [
  ['TOP_LEFT', 'owners.siteBehaviour.positionTopLeft'],
  ['TOP_RIGHT', 'owners.siteBehaviour.positionTopRight'],
  ['BOTTOM_LEFT', 'owners.siteBehaviour.positionBottomLeft'],
  ['BOTTOM_RIGHT', 'owners.siteBehaviour.positionBottomRight'],
];

/** The cookie banner (with a live preview), first-party analytics and the Pinterest overlay. */
export function SiteBehaviourScreen() {
  const behaviour = useQuery({ queryKey: QUERY_KEY, queryFn: () => apiGet<SiteBehaviour>(PATH) });
  if (behaviour.isPending) return <Loading label={t('owners.siteBehaviour.loading')} />;
  if (behaviour.isError) return <ErrorState error={behaviour.error} retry={() => void behaviour.refetch()} />;
  return <BehaviourForm initial={behaviour.data} />;
}

function Check(props: { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="field field--check">
      <input
        id={props.id}
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <label htmlFor={props.id}>{props.label}</label>
    </div>
  );
}

function Choice(props: { id: string; label: string; error?: string | undefined; children: ReactNode }) {
  return (
    <div className={props.error ? 'field field--invalid' : 'field'}>
      <label htmlFor={props.id}>{props.label}</label>
      {props.children}
      {props.error && <p className="field__error">{props.error}</p>}
    </div>
  );
}

function BehaviourForm({ initial }: { initial: SiteBehaviour }) {
  const client = useQueryClient();
  const [value, setValue] = useState(initial);
  const banner = value.cookieBanner;
  const setBanner = (patch: Partial<CookieBannerFields>) =>
    setValue((current) => ({ ...current, cookieBanner: { ...current.cookieBanner, ...patch } }));
  const save = useMutation({
    mutationFn: (next: SiteBehaviour) => api<SiteBehaviour>('PUT', PATH, next),
    onSuccess: (saved) => {
      client.setQueryData(QUERY_KEY, saved);
      setValue(saved);
    },
  });
  const errors = save.error instanceof ApiError ? save.error.fieldErrors : {};
  const bannerError = (field: keyof CookieBannerFields) => errors[`cookieBanner.${field}`];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(value);
  };
  // Switching bar ↔ popup keeps the position by the spec's conversion.
  const changeVariant = (variant: CookieBannerFields['cookieBannerVariant']) =>
    setBanner({
      cookieBannerVariant: variant,
      cookieBannerPosition:
        variant === 'BAR'
          ? popupToBarPosition(banner.cookieBannerPosition)
          : barToPopupPosition(banner.cookieBannerPosition),
    });
  const positions = banner.cookieBannerVariant === 'BAR' ? BAR_POSITIONS : POPUP_POSITIONS;

  return (
    <section className="screen" aria-labelledby="behaviour-title">
      <h1 id="behaviour-title">{t('owners.siteBehaviour.title')}</h1>
      <p>{t('owners.siteBehaviour.intro')}</p>
      <form className="card settings-form" onSubmit={submit} noValidate>
        <fieldset className="field-group">
          <legend>{t('owners.siteBehaviour.bannerLegend')}</legend>
          <Check
            id="banner-enabled"
            label={t('owners.siteBehaviour.bannerEnabled')}
            checked={banner.isCookieBannerEnabled}
            onChange={(isCookieBannerEnabled) => setBanner({ isCookieBannerEnabled })}
          />
          <TextArea
            label={t('owners.siteBehaviour.bannerText')}
            hint={t('owners.siteBehaviour.bannerTextHint')}
            value={banner.cookieBannerText}
            onChange={(cookieBannerText) => setBanner({ cookieBannerText })}
            error={bannerError('cookieBannerText')}
          />
          <TextField
            label={t('owners.siteBehaviour.ctaText')}
            value={banner.cookieBannerCtaText}
            maxLength={40}
            onChange={(event) => setBanner({ cookieBannerCtaText: event.target.value })}
            error={bannerError('cookieBannerCtaText')}
          />
          <TextField
            label={t('owners.siteBehaviour.optOutText')}
            hint={t('owners.siteBehaviour.declineNote')}
            value={banner.cookieBannerOptOutCtaText}
            maxLength={40}
            onChange={(event) => setBanner({ cookieBannerOptOutCtaText: event.target.value })}
            error={bannerError('cookieBannerOptOutCtaText')}
          />
          <Choice id="banner-variant" label={t('owners.siteBehaviour.variant')}>
            <select
              id="banner-variant"
              value={banner.cookieBannerVariant}
              onChange={(event) =>
                changeVariant(event.target.value as CookieBannerFields['cookieBannerVariant'])
              }
            >
              <option value="BAR">{t('owners.siteBehaviour.variantBar')}</option>
              <option value="POPUP">{t('owners.siteBehaviour.variantPopup')}</option>
            </select>
          </Choice>
          <Choice
            id="banner-position"
            label={t('owners.siteBehaviour.position')}
            error={bannerError('cookieBannerPosition')}
          >
            <select
              id="banner-position"
              value={banner.cookieBannerPosition}
              onChange={(event) => setBanner({ cookieBannerPosition: event.target.value as Position })}
            >
              {positions.map(([position, label]) => (
                <option key={position} value={position}>
                  {t(label)}
                </option>
              ))}
            </select>
          </Choice>
          <Choice id="banner-theme" label={t('owners.siteBehaviour.theme')}>
            <select
              id="banner-theme"
              value={banner.cookieBannerTheme}
              onChange={(event) =>
                setBanner({
                  cookieBannerTheme: event.target.value as CookieBannerFields['cookieBannerTheme'],
                })
              }
            >
              <option value="DARK">{t('owners.siteBehaviour.themeDark')}</option>
              <option value="LIGHT">{t('owners.siteBehaviour.themeLight')}</option>
            </select>
          </Choice>
          <Choice id="banner-cta-variant" label={t('owners.siteBehaviour.ctaVariant')}>
            <select
              id="banner-cta-variant"
              value={banner.cookieBannerCtaVariant}
              onChange={(event) =>
                setBanner({
                  cookieBannerCtaVariant: event.target.value as CookieBannerFields['cookieBannerCtaVariant'],
                })
              }
            >
              <option value="BUTTON">{t('owners.siteBehaviour.ctaButton')}</option>
              <option value="TEXT">{t('owners.siteBehaviour.ctaTextLinks')}</option>
              <option value="ICON">{t('owners.siteBehaviour.ctaIcon')}</option>
            </select>
          </Choice>
          <Choice id="banner-accept-type" label={t('owners.siteBehaviour.acceptType')}>
            <select
              id="banner-accept-type"
              value={banner.cookieBannerAcceptType}
              onChange={(event) =>
                setBanner({
                  cookieBannerAcceptType: event.target.value as CookieBannerFields['cookieBannerAcceptType'],
                })
              }
            >
              <option value="OPT_IN">{t('owners.siteBehaviour.acceptOptIn')}</option>
              <option value="OPT_IN_AND_OUT">{t('owners.siteBehaviour.acceptOptInAndOut')}</option>
            </select>
          </Choice>
          <Check
            id="banner-activity-log"
            label={t('owners.siteBehaviour.activityLog')}
            checked={banner.isActivityLogEnabled}
            onChange={(isActivityLogEnabled) => setBanner({ isActivityLogEnabled })}
          />
          <Check
            id="banner-analytics-disabled"
            label={t('owners.siteBehaviour.analyticsCookiesDisabled')}
            checked={banner.isAnalyticsCookiesDisabled}
            onChange={(isAnalyticsCookiesDisabled) => setBanner({ isAnalyticsCookiesDisabled })}
          />
          <Check
            id="banner-absolute"
            label={t('owners.siteBehaviour.restrictiveAbsolute')}
            checked={banner.isRestrictiveCookiePolicyAbsolute}
            onChange={(isRestrictiveCookiePolicyAbsolute) => setBanner({ isRestrictiveCookiePolicyAbsolute })}
          />
          <BannerPreview fields={banner} />
        </fieldset>
        <fieldset className="field-group">
          <legend>{t('owners.siteBehaviour.analyticsLegend')}</legend>
          <Check
            id="census-enabled"
            label={t('owners.siteBehaviour.censusEnabled')}
            checked={value.censusEnabled}
            onChange={(censusEnabled) => setValue((current) => ({ ...current, censusEnabled }))}
          />
          <p className="field__hint">{t('owners.siteBehaviour.censusHint')}</p>
        </fieldset>
        <fieldset className="field-group">
          <legend>{t('owners.siteBehaviour.imagesLegend')}</legend>
          <Check
            id="pinterest-enabled"
            label={t('owners.siteBehaviour.pinterest')}
            checked={value.pinterestOverlay.enabled}
            onChange={(enabled) => setValue((current) => ({ ...current, pinterestOverlay: { enabled } }))}
          />
          <p className="field__hint">{t('owners.siteBehaviour.pinterestHint')}</p>
        </fieldset>
        <p role="status" className={save.isError ? 'save-status save-status--error' : 'save-status'}>
          {save.isPending
            ? t('owners.siteBehaviour.saving')
            : save.isError
              ? messageOf(save.error)
              : save.isSuccess
                ? t('owners.siteBehaviour.saved')
                : ''}
        </p>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('owners.siteBehaviour.save')}
        </button>
      </form>
    </section>
  );
}
