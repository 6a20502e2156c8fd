// The owners' app's messages at build time (an esbuild plugin for the apps' build):
// - every message is compiled once here (src/shared/messages/precompile.ts): literal ones stay
//   strings, the others become intl-messageformat ASTs, so the browser gets the formatter
//   without the ICU parser (build.mjs aliases the parser package to its no-parser build);
// - the full catalogue that `t` reads in tests (src/config/text-catalogue.ts) becomes empty;
// - each source module that names owners' keys gets one side-effect import per key, which
//   registers that message; esbuild then puts every message in the chunk of the screens that
//   use it, so a lazy screen's strings load with it instead of with the app's entry.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as esbuild from 'esbuild';

/** The catalogue and the compile helpers, bundled from TypeScript and loaded in this process. */
async function loadTools(root) {
  const bundled = await esbuild.build({
    stdin: {
      contents: [
        "export { ownersMessages } from './src/shared/messages/en-US/owners';",
        "export { siteMessages } from './src/shared/messages/en-US/site';",
        "export { compileMessage, keysNamedIn } from './src/shared/messages/precompile';",
      ].join('\n'),
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  const code = bundled.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

/** @param {{ root: string, locale?: string }} options */
export function ownersMessagesPlugin({ root, locale = 'en-US' }) {
  const registry = join(root, 'src/config/text-registry.ts');
  const messagesFolder = join(root, 'src/shared/messages/');
  return {
    name: 'owners-messages',
    async setup(build) {
      const { ownersMessages, siteMessages, compileMessage, keysNamedIn } = await loadTools(root);
      const messages = { ...siteMessages, ...ownersMessages };
      const owners = Object.keys(ownersMessages);
      const site = Object.keys(siteMessages);
      // Compile them all now, so a plural key the locale lacks fails every build, used or not.
      const compiled = new Map(
        Object.keys(messages).map((key) => [key, compileMessage(locale, messages[key])]),
      );
      const siteText = join(root, 'src/site/text.tsx');

      build.onResolve({ filter: /\/text-catalogue$/ }, () => ({
        path: 'text-catalogue',
        namespace: 'owners-messages',
      }));
      // The published form's fields, shown in the form builder's preview, use the visitor pages'
      // `t` (src/site/text.tsx), which holds the whole catalogue as strings for the server; in
      // the app they use the app's `t`, with the site messages they name compiled like the owners'.
      build.onResolve({ filter: /\/text$/ }, async (args) => {
        if (args.pluginData === 'site-text' || !args.importer.startsWith(join(root, 'src/site/')))
          return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: 'site-text',
        });
        return resolved.path === siteText ? { path: join(root, 'src/config/text.ts') } : resolved;
      });
      build.onResolve({ filter: /^owners-message:/ }, (args) => ({
        path: args.path.slice('owners-message:'.length),
        namespace: 'owners-message',
      }));
      build.onLoad({ filter: /^text-catalogue$/, namespace: 'owners-messages' }, () => ({
        contents: 'export const ownersMessages = {};',
        loader: 'js',
      }));
      build.onLoad({ filter: /.*/, namespace: 'owners-message' }, (args) => ({
        contents: `import { registerOwnersMessages } from ${JSON.stringify(registry)};\nregisterOwnersMessages({ ${JSON.stringify(args.path)}: ${JSON.stringify(compiled.get(args.path))} });\n`,
        resolveDir: root,
        loader: 'js',
      }));
      build.onLoad({ filter: /\/src\/.*\.tsx?$/ }, async (args) => {
        if (args.path.startsWith(messagesFolder)) return undefined;
        const source = await readFile(args.path, 'utf8');
        // The owners' catalogue also holds the spec's media-library messages under `library.`.
        const keys = [
          ...keysNamedIn(source, owners),
          ...keysNamedIn(source, owners, 'library'),
          ...keysNamedIn(source, site, 'site'),
        ];
        if (keys.length === 0) return undefined;
        const imports = keys.map((key) => `import ${JSON.stringify(`owners-message:${key}`)};`).join('');
        // One line in front keeps the source's own line numbers one off only.
        return { contents: `${imports}\n${source}`, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}
