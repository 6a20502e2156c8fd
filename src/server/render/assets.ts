import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtAssetsFolder } from '../paths';

/** Written by scripts/build.mjs: public URLs of the hashed files. */
export interface AssetManifest {
  stylesheets: string[];
  /** Runtime feature name → module URL. */
  features: Record<string, string>;
  /** React apps (owners' app, platform entry): entry module, its stylesheets and chunks worth preloading. */
  apps?: Record<string, { script: string; css: string[]; preload: string[] }>;
}

export const ASSETS_URL_PREFIX = '/assets/';

export function loadAssetManifest(folder = builtAssetsFolder): AssetManifest {
  const file = join(folder, 'manifest.json');
  if (!existsSync(file)) throw new Error(`No built assets in ${folder}. Run "npm run build" first.`);
  return JSON.parse(readFileSync(file, 'utf8')) as AssetManifest;
}

/** Script URLs for exactly these features; an unknown feature is a build mistake worth hearing about. */
export function scriptsFor(manifest: AssetManifest, features: string[]): string[] {
  return features.map((feature) => {
    const url = manifest.features[feature];
    if (url === undefined) throw new Error(`Runtime feature "${feature}" is not in the asset manifest`);
    return url;
  });
}
