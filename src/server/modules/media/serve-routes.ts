import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../shared/errors';
import { mediaUrl, parseMediaPath } from '../../../shared/media/image-url';
import { requestedRange } from './byte-ranges';
import type { DerivedFiles } from './derived-files';
import { contentDisposition } from './file-names';
import type { MediaService } from './service';
import type { MediaAssetRow } from './tables';
import { FORMAT_MIME, formatOfVariant, negotiateFormat, variantName } from './variants';

/** `/media/{id}/{name}` addresses carry the file's name, which changes on replace: safe to keep forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** `/s/{name}` keeps its address across a replace: caches check back after five minutes. */
const REVALIDATE = 'public, max-age=300';
/** Kinds a browser shows in place; everything else is downloaded. */
const INLINE_TYPES = /^(image|video|audio)\/|^application\/pdf$/;
/** Any name: one that is no file of the site is the same 404 as an unknown one, never a 400. */
const fileNameParams = z.object({ fileName: z.string() });
/** Visitors' files: anyone may ask; the site is the request's host. Answers are files, not JSON. */
const VISITORS = { config: { access: 'public' } } as const;
/** A PDF shown in the browser's viewer may be framed by the site's own pages, nothing else. */
const PDF_POLICY = "default-src 'none'; object-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

/**
 * What visitors fetch: originals and derived sizes at `/media/…` (both size formats of the
 * contract, src/shared/media/image-url.ts), other files at `/s/{fileName}`. A file is served
 * only on its own site's host; widths outside the ladder, unknown ids and other sites' ids
 * are all the same 404.
 */
export function registerMediaServeRoutes(
  app: FastifyInstance,
  deps: { media: MediaService; derived: DerivedFiles },
): void {
  app.get('/media/*', VISITORS, async (request, reply) => {
    const site = request.site;
    const [path = '', search = ''] = request.url.split('?', 2);
    const format = new URLSearchParams(search).get('format');
    const address = parseMediaPath(path, format);
    if (!site || !address) throw new AppError('notFound');
    const row = await deps.media.findById(site.id, address.assetId);
    if (!row) throw new AppError('notFound');
    if (address.fileName !== row.fileName) {
      // Renamed or replaced since this address was published: send visitors to the current file.
      const current = mediaUrl(row.id, row.fileName);
      const location =
        address.width === undefined
          ? current
          : format
            ? `${current}?format=${address.width}w`
            : `/media/${row.id}/${address.width}w/${encodeURIComponent(row.fileName)}`;
      return reply.code(302).header('cache-control', REVALIDATE).redirect(location);
    }
    if (address.width === undefined) return sendOriginal(request, reply, row, IMMUTABLE);
    if (row.kind !== 'image') throw new AppError('notFound');
    const name = variantName(address.width, row.width, negotiateFormat(request.headers.accept, row.mimeType));
    const etag = `"${row.id}-${row.version}-${name}"`;
    reply.header('vary', 'Accept').header('cache-control', IMMUTABLE).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const file = await deps.derived.file(row, name);
    return reply
      .type(FORMAT_MIME[formatOfVariant(name)])
      .header('content-length', String(file.bytes))
      .header('content-disposition', contentDisposition('inline', row.fileName))
      .send(file.body);
  });

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/s/:fileName', { ...VISITORS, schema: { params: fileNameParams } }, async (request, reply) => {
    const site = request.site;
    const { fileName } = request.params;
    if (!site) throw new AppError('notFound');
    const row = await deps.media.findByFileName(site.id, fileName);
    if (!row || row.kind === 'image') throw new AppError('notFound');
    return sendOriginal(request, reply, row, REVALIDATE);
  });

  async function sendOriginal(
    request: FastifyRequest,
    reply: FastifyReply,
    row: MediaAssetRow,
    cache: string,
  ) {
    const etag = `"${row.id}-${row.version}"`;
    const inline = INLINE_TYPES.test(row.mimeType);
    reply
      .header('cache-control', cache)
      .header('etag', etag)
      .header('last-modified', row.updatedAt.toUTCString())
      .header('accept-ranges', 'bytes')
      .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', row.fileName));
    if (row.mimeType === 'application/pdf') reply.header('content-security-policy', PDF_POLICY);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const range = requestedRange(
      typeof request.headers.range === 'string' ? request.headers.range : undefined,
      row.bytes,
    );
    if (range === 'unsatisfiable') {
      return reply
        .code(416)
        .header('content-range', `bytes */${row.bytes}`)
        .type('text/plain; charset=utf-8')
        .send('The requested range of this file is not available.');
    }
    const body = await deps.media.readOriginal(row, range);
    if (!body) throw new AppError('notFound');
    reply.type(row.mimeType);
    if (!range) return reply.header('content-length', String(row.bytes)).send(body);
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${row.bytes}`)
      .header('content-length', String(range.end - range.start + 1))
      .send(body);
  }
}
