import type { Layout } from '../layout/layout';
import { isMediaVideo } from '../media/video-embed';
import { accordionBlock } from './accordion';
import { albumBlock } from './album';
import { calendarBlock } from './calendar';
import { tourDatesBlock } from './tour-dates';
import { buttonBlock } from './button';
import { chartBlock } from './chart';
import { codeBlock } from './code';
import { collectionLinkBlock } from './collection-link';
import { mergeCspSources, type CspSourceDirective, type CspSources } from './csp-sources';
import type { BlockDefinition } from './definition';
import { embedBlock } from './embed';
import { formBlock } from './form';
import { galleryBlock } from './gallery';
import { headingBlock } from './heading';
import { imageBlock } from './image';
import { lineBlock } from './line';
import { mapBlock } from './map';
import { scaledTextBlock } from './scaled-text';
import { shapeBlock } from './shape';
import { shareButtonsBlock } from './share-buttons';
import { socialIconsBlock } from './social-icons';
import { marqueeBlock } from './marquee';
import { menuBlock } from './menu';
import { relativeTimeBlock } from './relative-time';
import { textHighlightBlock } from './text-highlight';
import { newsletterBlock } from './newsletter';
import { productBlock } from './product';
import { quoteBlock } from './quote';
import { spacerBlock } from './spacer';
import { textBlock } from './text';
import { searchBlock } from './search';
import { summaryBlock } from './summary';
import { videoBlock } from './video';
import { amazonBlock } from './amazon';
import { audioBlock } from './audio';
import { bookingBlock } from './booking';
import { donationBlock } from './donation';
import { fivehundredpixBlock, flickrBlock, instagramBlock, twitterBlock } from './social-posts';

/** Every block type, in the order the editor offers them. Each needs a renderer in `src/site/blocks/render-registry.ts`. */
export const blockDefinitions = [
  headingBlock,
  textBlock,
  imageBlock,
  videoBlock,
  galleryBlock,
  buttonBlock,
  spacerBlock,
  lineBlock,
  quoteBlock,
  codeBlock,
  embedBlock,
  // Layout and text (issue 16).
  accordionBlock,
  menuBlock,
  shareButtonsBlock,
  socialIconsBlock,
  shapeBlock,
  scaledTextBlock,
  // Motion and data (issue 16, second part).
  relativeTimeBlock,
  marqueeBlock,
  textHighlightBlock,
  chartBlock,
  // Events and music (issue 16, events part).
  calendarBlock,
  tourDatesBlock,
  albumBlock,
  // forms: the definition lives in the forms module; the block names it by id.
  formBlock,
  newsletterBlock,
  // Store (issue 6): product data is filled in by the server at render time.
  productBlock,
  collectionLinkBlock,
  summaryBlock,
  // Site search (issue 17): a GET form to /search.
  searchBlock,
  // Embeds without tracking (issue 17): static cards, native audio, click-to-load booking.
  audioBlock,
  instagramBlock,
  flickrBlock,
  fivehundredpixBlock,
  twitterBlock,
  amazonBlock,
  bookingBlock,
  // Map (issue 17): Leaflet on the server's tile source, else a static address card.
  mapBlock,
  // Donations (issue 19): the donate button leads to a donate page of the store.
  donationBlock,
] as const;

type KnownDefinition = (typeof blockDefinitions)[number];
export type BlockType = KnownDefinition['type'];
/** The parsed data of one block type. */
export type BlockDataOf<Type extends BlockType> = Extract<KnownDefinition, { type: Type }>['defaults'];

// The registry holds definitions of many data types; callers narrow by `type` themselves.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBlockDefinition = BlockDefinition<string, any>;

export const blockRegistry: ReadonlyMap<string, AnyBlockDefinition> = new Map(
  blockDefinitions.map((definition) => [definition.type, definition as AnyBlockDefinition]),
);

export function getBlockDefinition(type: string): AnyBlockDefinition | undefined {
  return blockRegistry.get(type);
}

/** Data fields of a block type that hold owner HTML, for the server's sanitizer. */
export function htmlFieldsOf(type: string): NonNullable<AnyBlockDefinition['htmlFields']> {
  return blockRegistry.get(type)?.htmlFields ?? [];
}

/** Ids of the forms that form and newsletter blocks of these layouts show, for loading their definitions. */
export function formIdsOf(layouts: ReadonlyArray<Layout>): string[] {
  const ids = new Set<string>();
  for (const layout of layouts) {
    for (const block of layout.blocks) {
      if ((block.type === 'form' || block.type === 'newsletter') && typeof block.data.formId === 'string')
        ids.add(block.data.formId);
    }
  }
  return [...ids];
}

/** Addresses of uploaded video files in video blocks: the server looks up their picture sizes. */
export function uploadedVideosOf(layouts: ReadonlyArray<Layout>): string[] {
  const urls = new Set<string>();
  for (const layout of layouts)
    for (const block of layout.blocks)
      if (block.type === 'video' && typeof block.data.url === 'string' && isMediaVideo(block.data.url))
        urls.add(block.data.url);
  return [...urls];
}

/** Runtime features (files in `src/runtime/features/`) that pages showing these layouts need. */
export function runtimeFeaturesOf(layouts: ReadonlyArray<Layout>): string[] {
  const features = new Set<string>();
  for (const layout of layouts) {
    for (const block of layout.blocks) {
      const wanted = blockRegistry.get(block.type)?.runtimeFeature;
      const feature = typeof wanted === 'function' ? wanted(block.data) : wanted;
      if (typeof feature === 'string') features.add(feature);
      else for (const name of feature ?? []) features.add(name);
      // An entrance animation on any block, whatever its type (visitor-runtime §4).
      if (block.animation !== undefined && block.animation.style !== 'none') features.add('block-animations');
    }
  }
  return [...features].sort();
}

/**
 * What runtime features (`src/runtime/features/`) load beyond the site itself. `forms`: the
 * self-hosted captcha (ALTCHA; also `comments`) solves its proof of work in Web Workers made from `blob:` URLs.
 */
export const runtimeFeatureCspSources: Readonly<Record<string, CspSources>> = {
  forms: { 'worker-src': ['blob:'] },
  // A blog post's comment form: the same captcha.
  comments: { 'worker-src': ['blob:'] },
  // An Adobe Fonts kit: its stylesheet (which imports a usage beacon's CSS) and its font files.
  'adobe-fonts': {
    'style-src': ['https://use.typekit.net', 'https://p.typekit.net'],
    'font-src': ['https://use.typekit.net'],
  },
};

/** Third-party captcha providers a form may use (its settings choose one): their script and frame. */
export const captchaCspSources: Readonly<Record<string, CspSources>> = {
  recaptcha: {
    'script-src': ['https://www.google.com', 'https://www.gstatic.com'],
    'frame-src': ['https://www.google.com'],
  },
  turnstile: {
    'script-src': ['https://challenges.cloudflare.com'],
    'frame-src': ['https://challenges.cloudflare.com'],
  },
};

/**
 * The extra Content-Security-Policy sources of a page: what its blocks declare (from their data),
 * what its runtime features declare, and any further declarations (a form's captcha provider).
 * The one place a page's sources come from: a block or feature that loads from another host
 * declares it here, or the browser blocks it.
 */
export function cspSourcesOf(
  layouts: ReadonlyArray<Layout>,
  features: ReadonlyArray<string>,
  more: ReadonlyArray<CspSources> = [],
): Record<CspSourceDirective, string[]> {
  const declarations: CspSources[] = [...more];
  for (const layout of layouts) {
    for (const block of layout.blocks) {
      const declared = blockRegistry.get(block.type)?.cspSources;
      if (declared !== undefined)
        declarations.push(typeof declared === 'function' ? declared(block.data) : declared);
    }
  }
  for (const feature of features) {
    const declared = runtimeFeatureCspSources[feature];
    if (declared) declarations.push(declared);
  }
  return mergeCspSources(declarations);
}
