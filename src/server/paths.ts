import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's root folder, found from this file's location so that it is the same whether
 * the server runs from the esbuild bundle in dist/ or from source under vitest.
 */
function findProjectRoot(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(folder, 'package.json'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error('package.json not found above the server code');
    folder = parent;
  }
  return folder;
}

export const projectRoot = findProjectRoot();
export const migrationsFolder = join(projectRoot, 'src/server/db/migrations');
/** Built browser assets (runtime bundles, stylesheets) and their manifest. */
export const builtAssetsFolder = join(projectRoot, 'dist/assets');
export const staticAssetsFolder = join(projectRoot, 'src/site/static');
