import type { BuildOptions } from 'esbuild';

/** The React apps' build options (apps-build.mjs). */
export function appsBuildOptions(root: string, outdir: string): BuildOptions & { metafile: true };
