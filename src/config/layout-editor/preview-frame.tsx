import { useCallback, useEffect, useState } from 'react';
import { t, type OwnersMessageKey } from '../text';

const WIDTHS = {
  desktop: { label: 'owners.layoutEditor.preview.desktop', width: '100%' },
  tablet: { label: 'owners.layoutEditor.preview.tablet', width: '768px' },
  phone: { label: 'owners.layoutEditor.preview.phone', width: '375px' },
} as const satisfies Record<string, { label: OwnersMessageKey; width: string }>;
type Device = keyof typeof WIDTHS;

/**
 * The real server rendering of the draft (/config/preview/:id), reloaded after each save, at
 * three widths, and full screen: inside the backend Escape toggles the full-screen preview
 * (visitor-runtime §4), from the editor and from inside the frame alike.
 */
export function PreviewFrame({ pageId, version }: { pageId: string; version: number }) {
  const [device, setDevice] = useState<Device>('desktop');
  const [full, setFull] = useState(false);
  const onEscape = useCallback((event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented || event.repeat) return;
    // A text box, a list or an open dialog has its own use for Escape.
    const target = event.target as Element | null;
    if (target?.closest?.('input, textarea, select, [contenteditable="true"], dialog[open], [role="dialog"]'))
      return;
    setFull((current) => !current);
  }, []);
  useEffect(() => {
    window.addEventListener('keydown', onEscape);
    return () => window.removeEventListener('keydown', onEscape);
  }, [onEscape]);

  return (
    <div className={full ? 'preview preview--full' : 'preview'}>
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
        <button
          type="button"
          className="button button--small"
          aria-pressed={full}
          aria-keyshortcuts="Escape"
          onClick={() => setFull((current) => !current)}
        >
          {t(full ? 'owners.editorPage.exitFullScreen' : 'owners.editorPage.fullScreen')}
        </button>
      </div>
      <div className="preview__stage">
        <iframe
          key={version}
          title={t('owners.layoutEditor.preview.frame')}
          className="preview__frame"
          src={`/config/preview/${pageId}?v=${version}`}
          style={{ width: WIDTHS[device].width }}
          // Escape pressed inside the preview (same origin) toggles it too.
          onLoad={(event) => event.currentTarget.contentWindow?.addEventListener('keydown', onEscape)}
        />
      </div>
    </div>
  );
}
