import { useState } from 'react';
import type { MediaAsset } from '../../../shared/api/media';
import { MediaDetails } from './media-details';
import { MediaLibrary } from './media-library';
import { t } from '../../text';

/** The site's media library: upload, browse, and edit one asset at a time beside the grid. */
export function MediaScreen() {
  // The asset as it was selected; the panel shows the loaded list's fresher copy when there is one.
  const [selected, setSelected] = useState<MediaAsset | null>(null);
  return (
    <section className="screen screen--wide media-screen" aria-labelledby="media-title">
      <h1 id="media-title">{t('owners.media.title')}</h1>
      <MediaLibrary
        selectedIds={new Set(selected ? [selected.id] : [])}
        onSelect={(asset) => setSelected((current) => (current?.id === asset.id ? null : asset))}
        aside={(assets) => {
          const asset = selected ? (assets.find((entry) => entry.id === selected.id) ?? selected) : null;
          return asset ? (
            <MediaDetails asset={asset} onDeleted={() => setSelected(null)} />
          ) : (
            <aside className="media-details media-details--empty card">
              <p className="muted">{t('owners.media.selectHint')}</p>
            </aside>
          );
        }}
      />
    </section>
  );
}
