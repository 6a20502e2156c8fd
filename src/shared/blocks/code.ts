import * as z from 'zod/mini';
import { embeddedSourcesOf } from './csp-sources';
import { defineBlock } from './definition';
import { optionalText } from './fields';

export const codeSchema = z.object({
  /** `code` shows source text to read and copy; `html` renders the owner's (sanitized) markup. */
  mode: z._default(
    z
      .enum(['code', 'html'], { error: 'Choose code or html' })
      .check(z.meta({ label: 'Show as', optionLabels: { code: 'Code', html: 'HTML' } })),
    'code',
  ),
  code: z._default(
    z
      .string({ error: 'Enter the code' })
      .check(z.maxLength(50_000, 'Code must be 50,000 characters or fewer')),
    '',
  ),
  /** A label such as "TypeScript", shown above the code. */
  language: optionalText(40, 'The language label must be 40 characters or fewer'),
  /** Sanitized by the server (policy `embed`) before it is stored. */
  html: z._default(
    z.string({ error: 'Enter the HTML' }).check(z.maxLength(100_000, 'This HTML is too long')),
    '',
  ),
});

export type CodeData = z.output<typeof codeSchema>;

export const codeBlock = defineBlock({
  type: 'code',
  label: 'Code',
  schema: codeSchema,
  defaults: { mode: 'code', code: '', language: '', html: '' },
  htmlFields: [{ field: 'html', policy: 'embed' }],
  // HTML mode shows sanitized embed HTML: its frames and media load from their hosts.
  cspSources: (data) => ((data.mode ?? 'code') === 'html' ? embeddedSourcesOf(data.html) : {}),
  // Only code shown as code has a copy button; HTML mode needs no JavaScript.
  runtimeFeature: (data) => ((data.mode ?? 'code') === 'code' ? 'code-copy' : undefined),
});
