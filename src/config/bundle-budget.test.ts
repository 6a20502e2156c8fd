import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  EDITOR_BUDGET_BYTES,
  EDITOR_CEILING_BYTES,
  editorLazyWeights,
  outputOf,
  screenWeights,
  staticClosure,
} from '../../bench/owners';
import { appsBuildOptions } from '../../scripts/apps-build.mjs';

const root = new URL('../..', import.meta.url).pathname;

describe("the owners' app bundle, built as `npm run build` builds it (in memory)", () => {
  let metafile: esbuild.Metafile;
  let gzipOf: (output: string) => number;

  beforeAll(async () => {
    const result = await esbuild.build({
      ...appsBuildOptions(root, `${root}dist/budget-test`),
      write: false,
      logLevel: 'silent',
    });
    const gzipped = new Map(
      result.outputFiles.map((file) => [
        file.path.slice(root.length),
        gzipSync(file.contents, { level: 9 }).length,
      ]),
    );
    metafile = result.metafile;
    gzipOf = (output) => gzipped.get(output) ?? 0;
  }, 120_000);

  it('keeps the page editor’s first load within its budget (bench/README.md)', () => {
    const editor = screenWeights(metafile, gzipOf).find((row) => row.screen === 'page editor');
    expect(editor?.js).toBeGreaterThan(50_000);
    expect(EDITOR_CEILING_BYTES).toBeGreaterThanOrEqual(EDITOR_BUDGET_BYTES);
    expect(editor!.js).toBeLessThanOrEqual(EDITOR_CEILING_BYTES);
  });

  it('loads rich text (Tiptap, ProseMirror) in its own chunk, never with the editor’s first load', () => {
    const editor = staticClosure(
      metafile,
      outputOf(metafile, 'src/config/features/editor/editor-screen.tsx')!,
    );
    const entry = staticClosure(metafile, outputOf(metafile, 'src/config/main.tsx')!);
    const inputsOf = (outputs: string[]) =>
      outputs.flatMap((output) => Object.keys(metafile.outputs[output]!.inputs));
    expect(inputsOf([...entry, ...editor]).filter((input) => /@tiptap|prosemirror/.test(input))).toEqual([]);
    const [richText] = editorLazyWeights(metafile, gzipOf);
    expect(richText?.part).toBe('rich text (Tiptap)');
    expect(richText!.js).toBeGreaterThan(30_000);
  });

  it('ships the message formatter without the ICU parser', () => {
    const inputs = Object.keys(metafile.inputs);
    expect(inputs.filter((file) => file.endsWith('icu-messageformat-parser/index.js'))).toEqual([]);
    expect(inputs.some((file) => file.endsWith('icu-messageformat-parser/no-parser.js'))).toBe(true);
    // Neither the whole catalogue nor the server's translator comes into the app.
    expect(inputs.filter((file) => /^src\/shared\/messages\/(catalogue|format)\.ts$/.test(file))).toEqual([]);
  });

  it('loads a screen’s strings with the screen, not with the entry every screen loads', () => {
    const messagesOf = (outputs: string[]) =>
      outputs.flatMap((output) =>
        Object.keys(metafile.outputs[output]!.inputs).filter((input) => input.startsWith('owners-message:')),
      );
    const entry = staticClosure(metafile, outputOf(metafile, 'src/config/main.tsx')!);
    const inEntry = messagesOf(entry);
    // The app frame's strings and each area's nav label are there; the orders screen's are not.
    expect(inEntry).toContain('owners-message:owners.app.loading');
    expect(inEntry).toContain('owners-message:owners.store.nav');
    expect(inEntry.filter((input) => input.startsWith('owners-message:owners.store.orders.'))).toEqual([]);
    const orders = staticClosure(
      metafile,
      outputOf(metafile, 'src/config/features/store/orders-screen.tsx')!,
      new Set(entry),
    );
    expect(messagesOf(orders)).toContain('owners-message:owners.store.orders.noneWithStatus');
  });
});
