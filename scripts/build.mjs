// Builds what the server serves and runs: the visitor runtime (one module per feature, a shared
// core chunk), the site stylesheet, precompressed copies of both, their manifest, and the
// server bundle. esbuild does it all in well under a second, so `npm start` always builds.
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { appsBuildOptions } from './apps-build.mjs';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
const assets = join(dist, 'assets');
rmSync(dist, { recursive: true, force: true });
mkdirSync(assets, { recursive: true });

const featuresFolder = join(root, 'src/runtime/features');
const featureEntries = readdirSync(featuresFolder)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => join(featuresFolder, file));

// The captcha widget's stylesheet as a file of ours: ALTCHA would otherwise inject it as an
// inline <style>, which the pages' Content-Security-Policy refuses (form-captcha.ts links it).
const altchaCss = readFileSync(join(root, 'node_modules/altcha/dist/external/altcha.css'));
const altchaCssFile = `altcha.${createHash('sha256').update(altchaCss).digest('hex').slice(0, 8)}.css`;
mkdirSync(join(assets, 'runtime'), { recursive: true });
writeFileSync(join(assets, 'runtime', altchaCssFile), altchaCss);

// PhotoSwipe's stylesheet goes into the lightbox viewer chunk as a string (adopted through the
// CSSOM on the first open, for the same Content-Security-Policy reason), never into site.css.
const photoswipeCss = readFileSync(join(root, 'node_modules/photoswipe/dist/photoswipe.css'), 'utf8');
// Leaflet's stylesheet goes into the map chunk the same way (adopted when a map is built).
const leafletCss = readFileSync(join(root, 'node_modules/leaflet/dist/leaflet.css'), 'utf8');

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
  define: {
    ALTCHA_CSS_URL: JSON.stringify(`/assets/runtime/${altchaCssFile}`),
    PHOTOSWIPE_CSS: JSON.stringify(photoswipeCss),
    LEAFLET_CSS: JSON.stringify(leafletCss),
  },
});

const styles = await esbuild.build({
  entryPoints: [join(root, 'src/site/styles/site.css')],
  outdir: assets,
  bundle: true,
  minify: true,
  entryNames: '[name].[hash]',
  metafile: true,
});

// The React apps (owners' app at /config/, platform entry at the bare domain): see apps-build.mjs.
const apps = await esbuild.build(appsBuildOptions(root, join(assets, 'app')));

// Self-hosted fonts (design tokens): latin woff2 files from the @fontsource packages.
mkdirSync(join(assets, 'fonts'), { recursive: true });
const fontPackages = {
  inter: [400, 600],
  lora: [400, 700],
  'playfair-display': [400, 700],
  'space-grotesk': [400, 600],
};
for (const [font, weights] of Object.entries(fontPackages)) {
  for (const weight of weights) {
    const file = `${font}-latin-${weight}-normal.woff2`;
    copyFileSync(join(root, 'node_modules/@fontsource', font, 'files', file), join(assets, 'fonts', file));
  }
}

const publicUrl = (file) => '/assets/' + relative(assets, join(root, file));
const features = {};
for (const [file, output] of Object.entries(runtime.metafile.outputs)) {
  if (output.entryPoint) features[basename(output.entryPoint, '.ts')] = publicUrl(file);
}
const appEntries = {};
for (const [file, output] of Object.entries(apps.metafile.outputs)) {
  // Lazy route chunks are entry points too; only the two app entries go in the manifest.
  const name = { 'src/config/main.tsx': 'config', 'src/config/platform-main.tsx': 'platform' }[
    output.entryPoint ?? ''
  ];
  if (!name) continue;
  // Static imports of the entry are fetched at once anyway: preload them in parallel.
  const preload = output.imports
    .filter((imported) => imported.kind === 'import-statement')
    .map((imported) => publicUrl(imported.path));
  appEntries[name] = {
    script: publicUrl(file),
    css: output.cssBundle ? [publicUrl(output.cssBundle)] : [],
    preload,
  };
}
const stylesheets = Object.keys(styles.metafile.outputs)
  .filter((file) => file.endsWith('.css'))
  .map(publicUrl);

// Precompressed twins, served by @fastify/static when the browser accepts them.
for (const file of [
  ...Object.keys(runtime.metafile.outputs),
  ...Object.keys(styles.metafile.outputs),
  ...Object.keys(apps.metafile.outputs).filter((name) => !name.endsWith('.map')),
]) {
  const path = join(root, file);
  const body = readFileSync(path);
  writeFileSync(path + '.gz', gzipSync(body, { level: 9 }));
  writeFileSync(path + '.br', brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}
writeFileSync(
  join(assets, 'manifest.json'),
  JSON.stringify({ stylesheets, features, apps: appEntries }, null, 2),
);
// The React apps' module graph, for the bench's first-load figures (outside assets/: not served).
writeFileSync(join(dist, 'apps-metafile.json'), JSON.stringify(apps.metafile));

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

// `node dist/server/ops.js backup|restore`: the backup commands where tsx is not installed (the container image).
await esbuild.build({
  entryPoints: [join(root, 'src/server/ops/cli.ts')],
  outfile: join(dist, 'server/ops.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
});

// The entry `npm start` runs: production mode unless NODE_ENV says otherwise. React is an
// external package that picks its build when first imported, and its development build renders
// about half as fast, so the variable must be set before the server module (and React) loads.
writeFileSync(
  join(dist, 'server/main.js'),
  "// Written by scripts/build.mjs.\nprocess.env.NODE_ENV ??= 'production';\nawait import('./server.js');\n",
);

console.log(
  `Built ${Object.keys(features).length} runtime feature(s), ${stylesheets.length} stylesheet(s) and the server into dist/`,
);
