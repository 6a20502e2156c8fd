import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { DesignTokens } from '../../../shared/api/design';
import {
  animationStyles,
  colourThemes,
  fontCatalogue,
  spacingScales,
  type ColourThemeId,
  type FontId,
  type Palette,
} from '../../../shared/design/tokens';
import type { DesignResponse, PagesAnswer } from '../../../shared/api/owners-answers';
import { api, apiGet, ApiError } from '../../api/client';
import { queryKeys, useSite } from '../../app/queries';
import { ErrorState, Loading, messageOf } from '../../ui/status';
import { PreviewFrame } from '../../layout-editor/preview-frame';
import { t, type OwnersMessageKey } from '../../text';
import { AdobeFontsFields } from './adobe-fonts-fields';

const PALETTE_LABELS: Record<keyof Palette, OwnersMessageKey> = {
  background: 'owners.design.palette.background',
  surface: 'owners.design.palette.surface',
  text: 'owners.design.palette.text',
  muted: 'owners.design.palette.muted',
  accent: 'owners.design.palette.accent',
  onAccent: 'owners.design.palette.onAccent',
  border: 'owners.design.palette.border',
};

const SPACING_LABELS: Record<DesignTokens['spacing'], OwnersMessageKey> = {
  compact: 'owners.design.spacing.compact',
  comfortable: 'owners.design.spacing.comfortable',
  spacious: 'owners.design.spacing.spacious',
};

const ANIMATION_LABELS: Record<DesignTokens['animation']['style'], OwnersMessageKey> = {
  none: 'owners.design.animation.none',
  fade: 'owners.design.animation.fade',
  rise: 'owners.design.animation.rise',
};

export function DesignScreen() {
  const design = useQuery({
    queryKey: queryKeys.design,
    queryFn: () => apiGet<DesignResponse>('/api/rest/design'),
  });
  const pages = useQuery({
    queryKey: queryKeys.pages,
    queryFn: () => apiGet<PagesAnswer>('/api/rest/pages').then((body) => body.pages),
  });
  if (design.isPending) return <Loading label={t('owners.design.loading')} />;
  if (design.isError) return <ErrorState error={design.error} retry={() => void design.refetch()} />;
  const home = pages.data?.find((page) => page.isHome) ?? pages.data?.[0];
  return <DesignEditor initial={design.data.design} previewPageId={home?.id ?? null} />;
}

function DesignEditor({ initial, previewPageId }: { initial: DesignTokens; previewPageId: string | null }) {
  const client = useQueryClient();
  const [design, setDesign] = useState(initial);
  const [version, setVersion] = useState(0);
  const site = useSite();
  const [saved, setSaved] = useState(initial);
  const save = useMutation({
    mutationFn: (tokens: DesignTokens) => api<DesignResponse>('PUT', '/api/rest/design', tokens),
    onSuccess: (_body, tokens) => {
      setSaved(tokens);
      setVersion((value) => value + 1);
      void client.invalidateQueries({ queryKey: queryKeys.site });
    },
  });
  const { mutate } = save;

  // Drafts save shortly after the last change; the preview then shows them on a real page.
  useEffect(() => {
    if (design === saved) return;
    const timer = window.setTimeout(() => mutate(design), 400);
    return () => window.clearTimeout(timer);
  }, [design, saved, mutate]);

  const update = (patch: Partial<DesignTokens>) => setDesign((current) => ({ ...current, ...patch }));
  const fieldErrors = save.error instanceof ApiError ? save.error.fieldErrors : {};

  return (
    <section className="editor" aria-labelledby="design-title">
      <div className="editor__toolbar">
        <h1 id="design-title">{t('owners.design.title')}</h1>
        <p className={save.isError ? 'save-status save-status--error' : 'save-status'} role="status">
          {save.isPending
            ? t('owners.design.saving')
            : save.isError
              ? t('owners.design.notSaved', {
                  message: messageOf(save.error),
                  fields: Object.values(fieldErrors).join(' '),
                })
              : design !== saved
                ? t('owners.design.unsaved')
                : site.data?.hasUnpublishedChanges === false
                  ? t('owners.design.live')
                  : t('owners.design.draftSaved')}
        </p>
      </div>
      <div className="editor__body">
        <form
          className="editor__panel"
          onSubmit={(event) => event.preventDefault()}
          aria-label={t('owners.design.settings')}
        >
          <fieldset className="field-group">
            <legend>{t('owners.design.theme')}</legend>
            <div className="theme-list" role="radiogroup" aria-label={t('owners.design.theme')}>
              {(Object.keys(colourThemes) as ColourThemeId[]).map((id) => (
                <label key={id} className="theme-option">
                  <input
                    type="radio"
                    name="theme"
                    value={id}
                    checked={design.themeId === id}
                    onChange={() => update({ themeId: id, palette: { ...colourThemes[id].palette } })}
                  />
                  <span
                    className="theme-option__swatch"
                    style={{
                      background: colourThemes[id].palette.background,
                      color: colourThemes[id].palette.accent,
                    }}
                    aria-hidden="true"
                  >
                    {t('owners.design.themeSample')}
                  </span>
                  {colourThemes[id].label}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="field-group">
            <legend>{t('owners.design.palette')}</legend>
            {(Object.keys(PALETTE_LABELS) as Array<keyof Palette>).map((key) => (
              <div className="field field--colour" key={key}>
                <label htmlFor={`colour-${key}`}>{t(PALETTE_LABELS[key])}</label>
                <input
                  id={`colour-${key}`}
                  type="color"
                  value={design.palette[key]}
                  onChange={(event) =>
                    update({ themeId: 'custom', palette: { ...design.palette, [key]: event.target.value } })
                  }
                />
                {fieldErrors[`palette.${key}`] && (
                  <p className="field__error">{fieldErrors[`palette.${key}`]}</p>
                )}
              </div>
            ))}
          </fieldset>
          <fieldset className="field-group">
            <legend>{t('owners.design.fonts')}</legend>
            {(['heading', 'body'] as const).map((role) => (
              <div className="field" key={role}>
                <label htmlFor={`font-${role}`}>
                  {role === 'heading' ? t('owners.design.fonts.heading') : t('owners.design.fonts.body')}
                </label>
                <select
                  id={`font-${role}`}
                  value={design.fonts[role]}
                  onChange={(event) =>
                    update({ fonts: { ...design.fonts, [role]: event.target.value as FontId } })
                  }
                >
                  {(Object.keys(fontCatalogue) as FontId[]).map((id) => (
                    <option key={id} value={id}>
                      {fontCatalogue[id].label}
                    </option>
                  ))}
                </select>
              </div>
            ))}
            <AdobeFontsFields
              fonts={design.fonts}
              onChange={(fonts) => update({ fonts })}
              errors={fieldErrors}
            />
          </fieldset>
          <fieldset className="field-group">
            <legend>{t('owners.design.shape')}</legend>
            <div className="field">
              <label htmlFor="spacing">{t('owners.design.spacing')}</label>
              <select
                id="spacing"
                value={design.spacing}
                onChange={(event) => update({ spacing: event.target.value as DesignTokens['spacing'] })}
              >
                {spacingScales.map((scale) => (
                  <option key={scale} value={scale}>
                    {t(SPACING_LABELS[scale])}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="radius">{t('owners.design.corners')}</label>
              <select
                id="radius"
                value={design.radius}
                onChange={(event) => update({ radius: Number(event.target.value) as DesignTokens['radius'] })}
              >
                <option value={0}>{t('owners.design.corners.square')}</option>
                <option value={4}>{t('owners.design.corners.soft')}</option>
                <option value={8}>{t('owners.design.corners.round')}</option>
              </select>
            </div>
          </fieldset>
          <fieldset className="field-group">
            <legend>{t('owners.design.animation')}</legend>
            <div className="field">
              <label htmlFor="animation-style">{t('owners.design.animation.style')}</label>
              <select
                id="animation-style"
                value={design.animation.style}
                onChange={(event) =>
                  update({
                    animation: {
                      ...design.animation,
                      style: event.target.value as DesignTokens['animation']['style'],
                    },
                  })
                }
              >
                {animationStyles.map((style) => (
                  <option key={style} value={style}>
                    {t(ANIMATION_LABELS[style])}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="animation-duration">
                {t('owners.design.animation.duration', { ms: design.animation.durationMs })}
              </label>
              <input
                id="animation-duration"
                type="range"
                min={0}
                max={600}
                step={50}
                value={design.animation.durationMs}
                onChange={(event) =>
                  update({ animation: { ...design.animation, durationMs: Number(event.target.value) } })
                }
              />
            </div>
          </fieldset>
        </form>
        {previewPageId ? (
          <PreviewFrame pageId={previewPageId} version={version} />
        ) : (
          <p>{t('owners.design.noPreview')}</p>
        )}
      </div>
    </section>
  );
}
