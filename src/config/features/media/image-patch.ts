import type { MediaAsset } from '../../../shared/api/media';

/** The image block's size limit (src/shared/blocks/image.ts): larger sizes are left unset. */
const MAX_PIXELS = 20_000;
const pixels = (value: number | null) =>
  value !== null && Number.isInteger(value) && value >= 1 && value <= MAX_PIXELS ? value : undefined;

/**
 * What choosing an asset changes in an image block: its address, intrinsic size (no layout
 * shift), the asset's focal point, and its alt text unless the block already has its own.
 */
export function imagePatch(asset: MediaAsset, data: Record<string, unknown>): Record<string, unknown> {
  const ownAlt = typeof data.alt === 'string' ? data.alt.trim() : '';
  return {
    src: asset.url,
    width: pixels(asset.width),
    height: pixels(asset.height),
    focalPoint: { x: asset.focalPoint.x, y: asset.focalPoint.y },
    ...(ownAlt === '' ? { alt: asset.alt } : {}),
  };
}
