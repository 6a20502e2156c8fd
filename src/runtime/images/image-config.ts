/**
 * The image loader's pure rules (media-and-platform §3 "Image config", §4 "Image", §9 "Image
 * loader and scroll"): reading an image's config from its attributes, choosing the ladder width
 * it needs in its box, and where a cropped or fitted image sits. No DOM here, so Node tests
 * cover every rule; controllers/image-loader.ts applies them to elements.
 */
import { ladderWidthFor, type LadderWidth, type SizeFormat } from '../../shared/media/image-url';

export const imageLoaderMessages = {
  notAnImage: 'Element is not a valid image element',
  noSource: 'Invalid or missing image source',
  noParent: 'Image element has no parentNode',
  missingAlignment: 'Missing alignment for content-fit image',
  noImage: 'No image',
  noImages: 'No images',
  noRoot: 'No root node',
  notANode: (value: unknown) => `${String(value)} is not a valid node`,
} as const;

/** Lazy loading starts within this distance of the viewport (spec §9: lazy margin 200px). */
export const LAZY_MARGIN_PX = 200;

export type CropMode = 'cover' | 'contain' | 'none';
export type LoadMode = true | false | 'viewport';
export type FitAlignment = 'top' | 'left' | 'center' | 'right' | 'bottom';

export interface ImageConfig {
  source: string;
  dimensions?: { width: number; height: number };
  fixedRatio: boolean;
  focalPoint: { x: number; y: number };
  load: LoadMode;
  forceImageUpdate: boolean;
  cropMode: CropMode;
  sizeAdjustment: number;
  sizeFormat: SizeFormat;
  stretch: boolean;
  useBgImage: boolean;
  useAdvancedPositioning: boolean;
  allowSaveData: boolean;
  dprMin: number;
  dprMax: number;
  fitAlignment: FitAlignment;
}

const CROP_ALIASES: Record<string, CropMode> = {
  'content-fill': 'cover',
  fill: 'cover',
  cover: 'cover',
  'content-fit': 'contain',
  fit: 'contain',
  contain: 'contain',
  none: 'none',
};

/** cropMode and its aliases: content-fill, fill, cover → cover; content-fit, fit, contain → contain. */
export function normalizeCropMode(value: string | null | undefined): CropMode {
  return CROP_ALIASES[(value ?? '').trim().toLowerCase()] ?? 'none';
}

const flag = (value: string | null | undefined, fallback: boolean) =>
  value === null || value === undefined ? fallback : value !== 'false';

const number = (value: string | null | undefined, fallback: number) => {
  if (value === null || value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : fallback;
};

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** `1600x900` → dimensions; anything else → undefined. */
export function parseDimensions(value: string | null | undefined) {
  const match = /^\s*(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)\s*$/i.exec(value ?? '');
  if (!match) return undefined;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/** `0.25,0.7` → a focal point; default the centre (0.5, 0.5). */
export function parseFocalPoint(value: string | null | undefined) {
  const [x, y] = (value ?? '').split(',').map((part) => Number(part));
  return {
    x: Number.isFinite(x) && value ? clamp01(x!) : 0.5,
    y: Number.isFinite(y) && value ? clamp01(y!) : 0.5,
  };
}

/**
 * An image's config from its `data-*` attributes (a reader of attribute names keeps this free of
 * the DOM). Missing or unreadable values take the spec's defaults; an unknown fit alignment warns
 * and falls back to center.
 */
export function readImageConfig(
  attribute: (name: string) => string | null,
  warn: (message: string) => void = () => {},
): ImageConfig {
  const loadText = attribute('data-load');
  const load: LoadMode = loadText === 'false' ? false : loadText === 'viewport' ? 'viewport' : true;
  const alignmentText = attribute('data-fit-alignment');
  const cropMode = normalizeCropMode(attribute('data-crop-mode'));
  let fitAlignment: FitAlignment = 'center';
  if (alignmentText && ['top', 'left', 'center', 'right', 'bottom'].includes(alignmentText))
    fitAlignment = alignmentText as FitAlignment;
  else if (cropMode === 'contain') warn(imageLoaderMessages.missingAlignment);
  const dimensions = parseDimensions(attribute('data-image-dimensions'));
  return {
    source: (attribute('data-src') ?? attribute('src') ?? '').trim(),
    ...(dimensions ? { dimensions } : {}),
    fixedRatio: flag(attribute('data-fixed-ratio'), false),
    focalPoint: parseFocalPoint(attribute('data-image-focal-point')),
    load,
    forceImageUpdate: flag(attribute('data-force-image-update'), false),
    cropMode,
    sizeAdjustment: Math.max(0, number(attribute('data-size-adjustment'), 1)),
    sizeFormat: attribute('data-size-format') === 'filename' ? 'filename' : 'queryString',
    stretch: flag(attribute('data-stretch'), true),
    useBgImage: flag(attribute('data-use-bg-image'), false),
    useAdvancedPositioning: flag(attribute('data-use-advanced-positioning'), false),
    allowSaveData: flag(attribute('data-allow-save-data'), false),
    dprMin: Math.max(0, number(attribute('data-dpr-min'), 0)),
    dprMax: Math.max(0, number(attribute('data-dpr-max'), Infinity)),
    fitAlignment,
  };
}

/** The width in CSS pixels an image is drawn at in a box of this size, by crop mode. */
export function drawnWidth(
  box: { width: number; height: number },
  dimensions: { width: number; height: number } | undefined,
  cropMode: CropMode,
  stretch = true,
): number {
  if (!dimensions || cropMode === 'none' || box.height <= 0) return box.width;
  const scaleX = box.width / dimensions.width;
  const scaleY = box.height / dimensions.height;
  let scale = cropMode === 'cover' ? Math.max(scaleX, scaleY) : Math.min(scaleX, scaleY);
  // Without stretch an image is never drawn larger than its own size.
  if (!stretch) scale = Math.min(scale, 1);
  return dimensions.width * scale;
}

export interface Screen {
  devicePixelRatio: number;
  /** The browser's Save-Data hint (navigator.connection.saveData). */
  saveData: boolean;
}

/** The pixel ratio to load for: the screen's, within dprMin and dprMax; 1 under Save-Data when allowed. */
export function effectiveDpr(
  config: Pick<ImageConfig, 'dprMin' | 'dprMax' | 'allowSaveData'>,
  screen: Screen,
) {
  const dpr = Math.min(config.dprMax, Math.max(config.dprMin, screen.devicePixelRatio || 1));
  return config.allowSaveData && screen.saveData ? Math.min(dpr, 1) : dpr;
}

/**
 * The ladder width an image needs in its box: the width it is drawn at, times the pixel ratio,
 * times sizeAdjustment, rounded up to the ladder (never wider than the original when known).
 * Under Save-Data (when allowed) one step smaller again.
 */
export function chooseLadderWidth(
  config: ImageConfig,
  box: { width: number; height: number },
  screen: Screen,
): LadderWidth {
  const needed =
    drawnWidth(box, config.dimensions, config.cropMode, config.stretch) *
    effectiveDpr(config, screen) *
    config.sizeAdjustment;
  const capped = config.dimensions ? Math.min(needed, config.dimensions.width) : needed;
  const width = ladderWidthFor(Math.max(1, Math.ceil(capped)));
  if (!(config.allowSaveData && screen.saveData)) return width;
  return ladderWidthFor(Math.max(1, Math.ceil(capped * 0.75)));
}

/** Reloaded only if the target resolution is larger than the current one, or the update is forced. */
export function needsReload(current: number | undefined, target: number, force: boolean): boolean {
  return force || current === undefined || target > current;
}

const ALIGNMENT_POSITION: Record<FitAlignment, string> = {
  top: '50% 0%',
  bottom: '50% 100%',
  left: '0% 50%',
  right: '100% 50%',
  center: '50% 50%',
};

/** CSS position of the image in its box: the focal point when cropped, the fit alignment when fitted. */
export function imagePosition(config: Pick<ImageConfig, 'cropMode' | 'focalPoint' | 'fitAlignment'>): string {
  if (config.cropMode === 'contain') return ALIGNMENT_POSITION[config.fitAlignment];
  const percent = (value: number) => `${Math.round(value * 1000) / 10}%`;
  return `${percent(config.focalPoint.x)} ${percent(config.focalPoint.y)}`;
}
