import { MAP_STYLE_LABELS } from '../../../shared/blocks/map';
import { MAP_STYLES, type MapStyle } from '../../../shared/maps/map-rules';
import type { PickerProps } from '../../layout-editor/pickers';
import { t } from '../../text';
import { useMapSettings } from './use-map-settings';

/**
 * The map block's style. Satellite is offered only when the server has satellite tiles
 * (`MAP_SATELLITE_TILE_URL`); a block already set to it keeps the option so it can be changed.
 */
export default function MapStyleField({ id, value, onChange, invalid, describedBy }: PickerProps) {
  const settings = useMapSettings();
  const offered = MAP_STYLES.filter(
    (style) => style !== 'satellite' || settings.data?.satellite === true || value === 'satellite',
  );
  return (
    <>
      <select
        id={id}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      >
        {offered.map((style: MapStyle) => (
          <option key={style} value={style}>
            {MAP_STYLE_LABELS[style]}
          </option>
        ))}
      </select>
      {settings.data && !settings.data.tiles && <p className="muted">{t('owners.maps.noTiles')}</p>}
    </>
  );
}
