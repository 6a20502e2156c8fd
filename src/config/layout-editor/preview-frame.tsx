import { useState } from 'react';

const WIDTHS = {
  desktop: { label: 'Desktop', width: '100%' },
  tablet: { label: 'Tablet', width: '768px' },
  phone: { label: 'Phone', width: '375px' },
} as const;
type Device = keyof typeof WIDTHS;

/** The real server rendering of the draft (/config/preview/:id), reloaded after each save, at three widths. */
export function PreviewFrame({ pageId, version }: { pageId: string; version: number }) {
  const [device, setDevice] = useState<Device>('desktop');
  return (
    <div className="preview">
      <div className="preview__devices" role="group" aria-label="Preview width">
        {(Object.keys(WIDTHS) as Device[]).map((key) => (
          <button
            key={key}
            type="button"
            className="button button--small"
            aria-pressed={device === key}
            onClick={() => setDevice(key)}
          >
            {WIDTHS[key].label}
          </button>
        ))}
      </div>
      <div className="preview__stage">
        <iframe
          key={version}
          title="Page preview"
          className="preview__frame"
          src={`/config/preview/${pageId}?v=${version}`}
          style={{ width: WIDTHS[device].width }}
        />
      </div>
    </div>
  );
}
