import { useState } from 'react';
import { t, type OwnersMessageKey } from '../text';

const WIDTHS = {
  desktop: { label: 'owners.layoutEditor.preview.desktop', width: '100%' },
  tablet: { label: 'owners.layoutEditor.preview.tablet', width: '768px' },
  phone: { label: 'owners.layoutEditor.preview.phone', width: '375px' },
} as const satisfies Record<string, { label: OwnersMessageKey; width: string }>;
type Device = keyof typeof WIDTHS;

/** The real server rendering of the draft (/config/preview/:id), reloaded after each save, at three widths. */
export function PreviewFrame({ pageId, version }: { pageId: string; version: number }) {
  const [device, setDevice] = useState<Device>('desktop');
  return (
    <div className="preview">
      <div className="preview__devices" role="group" aria-label={t('owners.layoutEditor.preview.width')}>
        {(Object.keys(WIDTHS) as Device[]).map((key) => (
          <button
            key={key}
            type="button"
            className="button button--small"
            aria-pressed={device === key}
            onClick={() => setDevice(key)}
          >
            {t(WIDTHS[key].label)}
          </button>
        ))}
      </div>
      <div className="preview__stage">
        <iframe
          key={version}
          title={t('owners.layoutEditor.preview.frame')}
          className="preview__frame"
          src={`/config/preview/${pageId}?v=${version}`}
          style={{ width: WIDTHS[device].width }}
        />
      </div>
    </div>
  );
}
