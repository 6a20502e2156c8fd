import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = new URL('../../..', import.meta.url).pathname;

/** The module graph esbuild sees from these entry points (nothing is written). */
async function graph(entryPoints: string[], platform: 'browser' | 'node') {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints,
    bundle: true,
    splitting: platform === 'browser',
    format: 'esm',
    platform,
    outdir: 'dist/graph-test',
    write: false,
    metafile: true,
    jsx: 'automatic',
    logLevel: 'silent',
    ...(platform === 'node' ? { packages: 'external' as const } : {}),
  });
  return result.metafile.inputs;
}

/** Every module `entry` loads before it runs (static imports; lazy `import()` left out). */
function staticClosure(inputs: esbuild.Metafile['inputs'], entry: string): string[] {
  const seen = new Set([entry]);
  const queue = [entry];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const imported of inputs[file]?.imports ?? []) {
      if (imported.kind === 'dynamic-import' || seen.has(imported.path)) continue;
      seen.add(imported.path);
      queue.push(imported.path);
    }
  }
  return [...seen];
}

const isRenderer = (file: string) => /^src\/site\/blocks\/.*\.tsx$/.test(file);
const isReact = (file: string) => /^(react|react-dom)(\/|$)|node_modules\/(react|react-dom)\//.test(file);

describe('who loads block definitions loads no renderers', () => {
  it("the owners' app has no full zod, and its page editor loads no block renderer nor, at first, zod", async () => {
    const inputs = await graph(['src/config/main.tsx', 'src/config/platform-main.tsx'], 'browser');
    // One full-zod module anywhere in the app would put all of zod's core into the chunk the
    // editor shares with it (about 80 KB gzip): the app's schemas are zod/mini.
    expect(Object.keys(inputs).filter((file) => file.includes('node_modules/zod/v4/classic/'))).toEqual([]);
    // The page editor's first load names the blocks from the zod-free catalogue; the definitions,
    // schemas and zod come with the block-editing module it fetches as it opens (bench/README.md).
    const editor = staticClosure(inputs, 'src/config/features/editor/editor-screen.tsx');
    expect(editor.filter((file) => file.startsWith('src/shared/blocks/'))).toEqual([
      'src/shared/blocks/catalogue.ts',
    ]);
    expect(editor.filter((file) => file.includes('node_modules/zod/'))).toEqual([]);
    const editing = staticClosure(inputs, 'src/config/layout-editor/block-editing.ts');
    expect(editing).toContain('src/shared/blocks/registry.ts');
    expect([...editor, ...editing].filter(isRenderer)).toEqual([]);
  });

  it('server validation and sanitizing of layouts import only the shared definitions', async () => {
    const entries = ['src/server/modules/content/service.ts', 'src/server/modules/content/sanitize-html.ts'];
    const inputs = await graph(entries, 'node');
    for (const entry of entries) {
      const closure = staticClosure(inputs, entry);
      expect(closure).toContain('src/shared/blocks/registry.ts');
      expect(
        closure.filter((file) => file.endsWith('.tsx') || isReact(file)),
        entry,
      ).toEqual([]);
    }
  });
});
