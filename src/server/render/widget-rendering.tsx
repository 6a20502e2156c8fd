import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { renderToStaticMarkup } from 'react-dom/server';
import { widgetJsonSchema, widgetRenderingAnswer, widgetRenderingFormSchema } from '../../shared/api/widget';
import { AppError } from '../../shared/errors';
import { GRID_COLUMNS, type Layout } from '../../shared/layout/layout';
import { BlockResourcesContext, type BlockResources } from '../../site/blocks/resources';
import { rendererOf } from '../../site/blocks/render-registry';
import { createImagePriority, ImagePriorityContext } from '../../site/images/image-priority';
import { acceptLayout } from '../modules/content';
import type { WebsiteRow } from '../modules/websites/tables';

/** Anonymous callers, per address: enough for a page re-rendering its blocks, not for scraping. */
export const WIDGET_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

/**
 * `POST /api/widget/GetWidgetRendering` (visitor-runtime §6): the server HTML of one block from
 * its JSON, `{ html }`. Callers are anonymous and the block is theirs, so it is treated as
 * stored owner data would be: checked against its type's schema (the spec's messages on a
 * mistake), its HTML fields sanitized, and whatever it references (a form, products, a summary's
 * collection) looked up only in the site of the request's Host. Nothing is fetched from outside:
 * a video block's provider answer is never taken from the caller and never fetched here.
 */
export function registerWidgetRenderingRoute(
  app: FastifyInstance,
  deps: {
    /** What blocks reference beyond their data, read from this site only (published-pages.ts). */
    blockResources: (website: WebsiteRow, layouts: Layout[]) => Promise<BlockResources>;
    /** Store data put into product and collection-link blocks (storefront.fillLayout). */
    fillLayout: (layout: Layout, website: WebsiteRow) => Promise<Layout>;
  },
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/widget/GetWidgetRendering',
    {
      // It changes nothing, so no crumb; other sites' pages may not call it (same-origin).
      config: { access: 'public', csrf: 'same-origin', rateLimit: WIDGET_RATE_LIMIT },
      schema: { body: widgetRenderingFormSchema, response: { 200: widgetRenderingAnswer } },
    },
    async (request, reply) => {
      const website = request.site;
      if (!website) throw new AppError('notFound');
      const widget = parseWidget(request.body.widgetJSON);
      const value: Record<string, unknown> = { ...widget.value };
      if (widget.type === 'video') delete value.oembed;
      // An event summary names its collection beside the block (spec); for other summaries the block does.
      if (widget.type === 'summary' && request.body.collectionId)
        value.collectionId = request.body.collectionId;
      const accepted = acceptLayout(
        {
          columns: GRID_COLUMNS,
          blocks: [
            { id: widget.id, type: widget.type, grid: { column: 1, span: GRID_COLUMNS }, data: value },
          ],
        },
        'widgetJSON',
      );
      const layout = await deps.fillLayout(accepted, website);
      const resources: BlockResources = { query: {}, ...(await deps.blockResources(website, [layout])) };
      // The block's own HTML, without the grid cell around it: the caller replaces the block's content with it.
      const block = layout.blocks[0];
      const Render = block ? rendererOf(block.type) : undefined;
      const html = renderToStaticMarkup(
        <BlockResourcesContext value={resources}>
          <ImagePriorityContext value={createImagePriority()}>
            {Render && block ? <Render block={block} /> : null}
          </ImagePriorityContext>
        </BlockResourcesContext>,
      );
      reply.header('cache-control', 'private, no-store');
      return { html };
    },
  );
}

function parseWidget(text: string) {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError('validation', { widgetJSON: 'The block must be JSON' });
  }
  const parsed = widgetJsonSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new AppError('validation', { [['widgetJSON', ...issue.path].join('.')]: issue.message });
  }
  return parsed.data;
}
