import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const modulesFolder = join(root, 'src/server/modules');
const moduleNames = readdirSync(modulesFolder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

async function lintAs(path: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('module front doors (eslint.config.js)', () => {
  it("refuses an import of another module's inner file", async () => {
    const messages = await lintAs(
      'src/server/modules/census/probe.ts',
      "import { newToken } from '../accounts/tokens';\nexport const probe = newToken;\n",
    );
    expect(messages).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*accounts module's front door/),
    ]);
  });

  it('refuses it from outside the modules too (render, plugins)', async () => {
    const messages = await lintAs(
      'src/server/render/probe.ts',
      "import { createCartService } from '../modules/store/cart-service';\nexport const probe = createCartService;\n",
    );
    expect(messages).toEqual([expect.stringMatching(/store module's front door/)]);
  });

  it('accepts the front door, the tables, and a module importing its own files', async () => {
    const messages = await lintAs(
      'src/server/modules/census/probe.ts',
      [
        "import type { AccountService } from '../accounts';",
        "import { websites } from '../websites/tables';",
        "import { createAnalytics } from './analytics';",
        'export const probe = [websites, createAnalytics] as const;',
        'export type Probe = AccountService;',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });
});

/** Which modules each module's non-test files import (tables excepted: they are shared schema). */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map(moduleNames.map((name) => [name, new Set<string>()]));
  const walk = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(folder, entry.name)) : [join(folder, entry.name)],
    );
  for (const name of moduleNames) {
    for (const file of walk(join(modulesFolder, name))) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
        const target = relative(modulesFolder, resolve(dirname(file), spec!)).split('/');
        if (target[0] === '..' || target[0] === name || target[1] === 'tables') continue;
        if (moduleNames.includes(target[0]!)) graph.get(name)!.add(target[0]!);
      }
    }
  }
  return graph;
}

describe('module dependencies', () => {
  it('have no cycles', () => {
    const graph = moduleGraph();
    const cycles: string[] = [];
    const visit = (name: string, path: string[]) => {
      if (path.includes(name)) return void cycles.push([...path.slice(path.indexOf(name)), name].join(' → '));
      for (const next of graph.get(name) ?? []) visit(next, [...path, name]);
    };
    for (const name of moduleNames) visit(name, []);
    expect(cycles).toEqual([]);
  });
});
