// Builds what the server serves and runs: the visitor runtime (one module per feature, a shared
// core chunk), the site stylesheet, precompressed copies of both, their manifest, and the
// server bundle. esbuild does it all in well under a second, so `npm start` always builds.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
const assets = join(dist, 'assets');
rmSync(dist, { recursive: true, force: true });
mkdirSync(assets, { recursive: true });

const featuresFolder = join(root, 'src/runtime/features');
const featureEntries = readdirSync(featuresFolder)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => join(featuresFolder, file));

const runtime = await esbuild.build({
  entryPoints: featureEntries,
  outdir: join(assets, 'runtime'),
  bundle: true,
  splitting: true,
  format: 'esm',
  minify: true,
  target: 'es2020',
  entryNames: '[name].[hash]',
  chunkNames: 'chunks/[name].[hash]',
  metafile: true,
  legalComments: 'none',
});

const styles = await esbuild.build({
  entryPoints: [join(root, 'src/site/styles/site.css')],
  outdir: assets,
  bundle: true,
  minify: true,
  entryNames: '[name].[hash]',
  metafile: true,
});

const publicUrl = (file) => '/assets/' + relative(assets, join(root, file));
const features = {};
for (const [file, output] of Object.entries(runtime.metafile.outputs)) {
  if (output.entryPoint) features[basename(output.entryPoint, '.ts')] = publicUrl(file);
}
const stylesheets = Object.keys(styles.metafile.outputs).filter((file) => file.endsWith('.css')).map(publicUrl);

// Precompressed twins, served by @fastify/static when the browser accepts them.
for (const file of [...Object.keys(runtime.metafile.outputs), ...Object.keys(styles.metafile.outputs)]) {
  const path = join(root, file);
  const body = readFileSync(path);
  writeFileSync(path + '.gz', gzipSync(body, { level: 9 }));
  writeFileSync(path + '.br', brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}
writeFileSync(join(assets, 'manifest.json'), JSON.stringify({ stylesheets, features }, null, 2));

await esbuild.build({
  entryPoints: [join(root, 'src/server/main.ts')],
  outfile: join(dist, 'server/server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  sourcemap: true,
});

// The entry `npm start` runs: production mode unless NODE_ENV says otherwise. React is an
// external package that picks its build when first imported, and its development build renders
// about half as fast, so the variable must be set before the server module (and React) loads.
writeFileSync(
  join(dist, 'server/main.js'),
  "// Written by scripts/build.mjs.\nprocess.env.NODE_ENV ??= 'production';\nawait import('./server.js');\n",
);

console.log(`Built ${Object.keys(features).length} runtime feature(s), ${stylesheets.length} stylesheet(s) and the server into dist/`);
