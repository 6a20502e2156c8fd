// The React apps' build options (owners' app at /config/, platform entry at the bare domain):
// one entry each, code-split per route area, sharing React and the API client as common chunks.
// build.mjs writes them to dist/; the bundle budget test (src/config/bundle-budget.test.ts)
// builds the same in memory, so the budget it checks is the one the browser gets.
import { join } from 'node:path';
import { ownersMessagesPlugin } from './owners-messages.mjs';

/** @returns {import('esbuild').BuildOptions} */
export function appsBuildOptions(root, outdir) {
  return {
    absWorkingDir: root,
    entryPoints: {
      config: join(root, 'src/config/main.tsx'),
      platform: join(root, 'src/config/platform-main.tsx'),
    },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    jsx: 'automatic',
    entryNames: '[name].[hash]',
    chunkNames: 'chunks/[name].[hash]',
    assetNames: '[name].[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    legalComments: 'none',
    // The owners' messages arrive precompiled (owners-messages.mjs), so the formatter needs no
    // parser: about 10 KB gzip less in the entry every screen loads.
    alias: { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js' },
    plugins: [ownersMessagesPlugin({ root })],
  };
}
