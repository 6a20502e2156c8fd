import { and, eq } from 'drizzle-orm';
import type { ProductInput, ProductVideo } from '../../../shared/api/store';
import type { VideoOembed } from '../../../shared/blocks/video';
import { AppError } from '../../../shared/errors';
import { parseVideoEmbed } from '../../../shared/media/video-embed';
import type { Db } from '../../db/client';
import { OembedError, type VideoEmbedService } from '../video-embeds';
import { products } from './tables';

/**
 * The provider's oEmbed answer for a video address: undefined when the provider cannot be reached
 * (the product is saved without it); an AppError on `video.url` when there is no such video.
 */
export type VideoOembedLookup = (url: string) => Promise<VideoOembed | undefined>;

/** A definite "no such video" (or a Vimeo Basic account) refuses the save; an unreachable provider does not. */
export function oembedLookup(videoEmbeds: Pick<VideoEmbedService, 'lookup'>): VideoOembedLookup {
  return async (url) => {
    try {
      return await videoEmbeds.lookup(url);
    } catch (error) {
      if (!(error instanceof OembedError)) throw error;
      if (error.definite) throw new AppError('validation', { 'video.url': error.message });
      return undefined;
    }
  };
}

/**
 * The video to store with a product: the provider's answer kept while the address is unchanged,
 * else fetched again (the same rule as a video block's, modules/video-embeds). Uploaded files
 * have no answer.
 */
export function storedVideo(db: Db, videoOembed: VideoOembedLookup | undefined) {
  return async (
    websiteId: string,
    productId: string | null,
    video: ProductInput['video'],
  ): Promise<ProductVideo | null> => {
    if (!video) return null; // absent or null: no video
    if (!videoOembed || !parseVideoEmbed(video.url).ok) return video;
    if (productId) {
      const [previous] = await db
        .select({ video: products.video })
        .from(products)
        .where(and(eq(products.websiteId, websiteId), eq(products.id, productId)));
      const kept = previous?.video?.oembed;
      if (kept?.url === video.url) return { ...video, oembed: kept };
    }
    const oembed = await videoOembed(video.url);
    return oembed ? { ...video, oembed } : video;
  };
}
