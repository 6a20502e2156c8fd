import type { MediaAsset } from '../../../shared/api/media';
import { previewUrl, typeLabel } from './asset-view';
import { formatFileSize } from './file-size';

/** What a tile or a chosen-image preview draws: the 300w thumbnail, or a type badge and size. */
export function AssetPreview({ asset }: { asset: MediaAsset }) {
  if (asset.kind === 'image') {
    return (
      <img
        className="asset-preview__image"
        src={previewUrl(asset, 300)}
        alt=""
        loading="lazy"
        decoding="async"
        style={asset.placeholder?.startsWith('data:') ? undefined : { background: asset.placeholder ?? '' }}
      />
    );
  }
  return (
    <span className={`asset-preview__file asset-preview__file--${asset.kind}`} aria-hidden="true">
      <span className="asset-preview__type">{typeLabel(asset)}</span>
      <span className="asset-preview__bytes">{formatFileSize(asset.bytes)}</span>
    </span>
  );
}

/** One asset in the grid: a toggle button named by its file name (and type and size for files). */
export function AssetTile({
  asset,
  selected,
  onSelect,
  onActivate,
}: {
  asset: MediaAsset;
  selected: boolean;
  onSelect: (asset: MediaAsset) => void;
  /** Double click (or Enter twice): choose at once, in the picker. */
  onActivate?: ((asset: MediaAsset) => void) | undefined;
}) {
  const detail = asset.kind === 'image' ? '' : `, ${typeLabel(asset)}, ${formatFileSize(asset.bytes)}`;
  return (
    <li className="asset-grid__item">
      <button
        type="button"
        className={selected ? 'asset-tile asset-tile--selected' : 'asset-tile'}
        aria-pressed={selected}
        aria-label={`${asset.fileName}${detail}`}
        onClick={() => onSelect(asset)}
        onDoubleClick={onActivate ? () => onActivate(asset) : undefined}
        data-asset-id={asset.id}
      >
        <span className="asset-tile__preview">
          <AssetPreview asset={asset} />
        </span>
        <span className="asset-tile__name" aria-hidden="true">
          {asset.fileName}
        </span>
      </button>
    </li>
  );
}
