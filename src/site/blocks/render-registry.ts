import type { ReactElement } from 'react';
import type { BlockDataOf, BlockType } from '../../shared/blocks/registry';
import type { LayoutBlock } from '../../shared/layout/layout';
import { AccordionBlock } from './accordion/render';
import { AlbumBlock } from './album/render';
import { CalendarBlock } from './calendar/render';
import { TourDatesBlock } from './tour-dates/render';
import { ButtonBlock } from './button/render';
import { DonationBlock } from './donation/render';
import { ChartBlock } from './chart/render';
import { CodeBlock } from './code/render';
import { CollectionLinkBlock } from './collection-link/render';
import { EmbedBlock } from './embed/render';
import { FormBlock } from './form/render';
import { GalleryBlock } from './gallery/render';
import { HeadingBlock } from './heading/render';
import { ImageBlock } from './image/render';
import { LineBlock } from './line/render';
import { MapBlock } from './map/render';
import { SearchBlock } from './search/render';
import { MarqueeBlock } from './marquee/render';
import { MenuBlock } from './menu/render';
import { RelativeTimeBlock } from './relative-time/render';
import { TextHighlightBlock } from './text-highlight/render';
import { ScaledTextBlock } from './scaled-text/render';
import { ShapeBlock } from './shape/render';
import { ShareButtonsBlock } from './share-buttons/render';
import { SocialIconsBlock } from './social-icons/render';
import { NewsletterBlock } from './newsletter/render';
import { ProductBlock } from './product/render';
import { QuoteBlock } from './quote/render';
import { SpacerBlock } from './spacer/render';
import { SummaryBlock } from './summary/render';
import { TextBlock } from './text/render';
import { VideoBlock } from './video/render';
import { AmazonBlock } from './amazon/render';
import { AudioBlock } from './audio/render';
import { BookingBlock } from './booking/render';
import { FivehundredpixBlock, FlickrBlock, InstagramBlock, TwitterBlock } from './social-post/render';

/** Renders one block on the server; must not touch browser APIs. Its data has passed the type's schema. */
export type BlockRenderer<Data> = (props: { block: LayoutBlock<Data> }) => ReactElement | null;

/**
 * Block type → renderer. The definitions (schema, defaults, HTML fields, runtime feature) are
 * data in `src/shared/blocks/`; this map is typed from them, so a block type without a renderer,
 * or a renderer for data of another shape, does not compile.
 */
export const blockRenderers: { readonly [Type in BlockType]: BlockRenderer<BlockDataOf<Type>> } = {
  heading: HeadingBlock,
  text: TextBlock,
  image: ImageBlock,
  video: VideoBlock,
  gallery: GalleryBlock,
  button: ButtonBlock,
  spacer: SpacerBlock,
  line: LineBlock,
  quote: QuoteBlock,
  code: CodeBlock,
  embed: EmbedBlock,
  accordion: AccordionBlock,
  menu: MenuBlock,
  'share-buttons': ShareButtonsBlock,
  'social-icons': SocialIconsBlock,
  shape: ShapeBlock,
  'scaled-text': ScaledTextBlock,
  'relative-time': RelativeTimeBlock,
  marquee: MarqueeBlock,
  'text-highlight': TextHighlightBlock,
  chart: ChartBlock,
  calendar: CalendarBlock,
  'tour-dates': TourDatesBlock,
  album: AlbumBlock,
  form: FormBlock,
  newsletter: NewsletterBlock,
  product: ProductBlock,
  'collection-link': CollectionLinkBlock,
  summary: SummaryBlock,
  search: SearchBlock,
  audio: AudioBlock,
  instagram: InstagramBlock,
  flickr: FlickrBlock,
  fivehundredpix: FivehundredpixBlock,
  twitter: TwitterBlock,
  amazon: AmazonBlock,
  booking: BookingBlock,
  map: MapBlock,
  donation: DonationBlock,
};

/** The renderer of a stored block's type, if this version knows the type. */
export function rendererOf(type: string): BlockRenderer<Record<string, unknown>> | undefined {
  return Object.hasOwn(blockRenderers, type)
    ? (blockRenderers[type as BlockType] as BlockRenderer<Record<string, unknown>>)
    : undefined;
}
