import { z } from 'zod';

/**
 * Wire schemas of site transfer (issue 26): WordPress imports and the site export.
 *
 *   POST /api/rest/transfer/imports        multipart, one file in `file` (a WXR .xml, or a .zip holding
 *                                          one and its wp-content/uploads) → 202 ImportRun
 *   GET  /api/rest/transfer/imports/:id    → ImportRun (the owners' app polls it for the progress bar)
 *   GET  /api/rest/transfer/export         → a zip of the site (see src/server/modules/transfer/CONTEXT.md)
 */
export const importReportSchema = z.object({
  posts: z.number().int(),
  pages: z.number().int(),
  images: z.number().int(),
  notMapped: z.array(z.object({ title: z.string(), reason: z.string() })),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const importRunSchema = z.object({
  id: z.string(),
  status: z.enum(['waiting', 'running', 'done', 'failed']),
  fileName: z.string(),
  done: z.number().int(),
  total: z.number().int(),
  report: importReportSchema.nullable(),
  error: z.string().nullable(),
});
export type ImportRun = z.infer<typeof importRunSchema>;

export const importRunParams = z.object({ id: z.string().min(1).max(24) });
