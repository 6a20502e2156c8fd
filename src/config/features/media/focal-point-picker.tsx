import { useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { describePoint, objectPosition, pointFromClick, pointFromKey, type FocalPoint } from './focal-point';
import { t } from '../../text';

/**
 * Sets the part of an image that stays in view when it is cropped: click (or drag) on the image,
 * or focus the marker and use the arrow keys (Shift for bigger steps, Home/End and Page Up/Down
 * for the edges). A 2D slider has no ARIA role of its own, so the marker speaks its position.
 */
export function FocalPointPicker({
  src,
  point,
  onChange,
}: {
  src: string;
  point: FocalPoint;
  onChange: (point: FocalPoint) => void;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const marker = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const dragging = useRef(false);

  const fromPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = frame.current?.getBoundingClientRect();
    if (box) onChange(pointFromClick(box, event.clientX, event.clientY));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = pointFromKey(point, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    onChange(next);
  };

  return (
    <div className="focal-picker">
      <div
        ref={frame}
        className="focal-picker__frame"
        onPointerDown={(event) => {
          if (event.button !== 0) return;
          dragging.current = true;
          event.currentTarget.setPointerCapture?.(event.pointerId);
          fromPointer(event);
          marker.current?.focus();
          event.preventDefault();
        }}
        onPointerMove={(event) => dragging.current && fromPointer(event)}
        onPointerUp={() => (dragging.current = false)}
        onPointerCancel={() => (dragging.current = false)}
        data-testid="focal-point-image"
      >
        <img src={src} alt="" draggable={false} className="focal-picker__image" />
        <div
          ref={marker}
          className="focal-picker__marker"
          style={{ left: `${point.x * 100}%`, top: `${point.y * 100}%` }}
          tabIndex={0}
          role="slider"
          aria-label={t('owners.media.focal.label')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(point.x * 100)}
          aria-valuetext={describePoint(point)}
          aria-describedby={hintId}
          onKeyDown={onKeyDown}
        />
      </div>
      <p className="field__hint" id={hintId}>
        {t('owners.media.focal.hint', { point: describePoint(point), position: objectPosition(point) })}
      </p>
    </div>
  );
}
