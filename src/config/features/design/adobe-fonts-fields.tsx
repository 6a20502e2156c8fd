import type { DesignTokens } from '../../../shared/api/design';
import { t } from '../../text';
import { TextField } from '../../ui/field';

type Fonts = DesignTokens['fonts'];

/**
 * An optional Adobe Fonts web project: the kit id and the CSS names of its fonts for headings
 * and body text. The fonts chosen above stay as the fallback while the kit loads or if it fails.
 */
export function AdobeFontsFields({
  fonts,
  onChange,
  errors,
}: {
  fonts: Fonts;
  onChange: (fonts: Fonts) => void;
  errors: Record<string, string>;
}) {
  const set = (patch: Partial<Fonts>) => onChange({ ...fonts, ...patch });
  return (
    <details className="field-group" open={Boolean(fonts.adobeKitId)}>
      <summary>{t('owners.business.fonts.adobe')}</summary>
      <p className="field__hint">{t('owners.business.fonts.adobeHint')}</p>
      <TextField
        label={t('owners.business.fonts.kitId')}
        value={fonts.adobeKitId ?? ''}
        maxLength={32}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => set({ adobeKitId: event.target.value })}
        error={errors['fonts.adobeKitId']}
        hint={t('owners.business.fonts.kitIdHint')}
      />
      <TextField
        label={t('owners.business.fonts.adobeHeading')}
        value={fonts.adobeHeading ?? ''}
        maxLength={64}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => set({ adobeHeading: event.target.value })}
        error={errors['fonts.adobeHeading']}
      />
      <TextField
        label={t('owners.business.fonts.adobeBody')}
        value={fonts.adobeBody ?? ''}
        maxLength={64}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => set({ adobeBody: event.target.value })}
        error={errors['fonts.adobeBody']}
        hint={t('owners.business.fonts.familyHint')}
      />
    </details>
  );
}
