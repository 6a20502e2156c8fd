import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = new URL('../../..', import.meta.url).pathname;
const eslint = new ESLint({ cwd: root });

/** The messages of the import rule for this code, linted as if it were the file at `path`. */
async function importProblems(code: string, path: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = 1;\n`, {
    filePath: `${root}${path}`,
  });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('block definitions stay data (ESLint no-restricted-imports)', () => {
  const definition = 'src/shared/blocks/example.ts';

  it('refuses React, renderers and full zod in src/shared/blocks/', async () => {
    expect(await importProblems(`import type { ReactElement } from 'react';`, definition)).toEqual([
      expect.stringContaining('renderers live in src/site/blocks'),
    ]);
    expect(await importProblems(`import { jsx } from 'react/jsx-runtime';`, definition)).toHaveLength(1);
    expect(
      await importProblems(`import { blockRenderers } from '../../site/blocks/render-registry';`, definition),
    ).toEqual([expect.stringContaining('import only src/shared/')]);
    expect(await importProblems(`import { z } from 'zod';`, definition)).toEqual([
      expect.stringContaining("use 'zod/mini'"),
    ]);
    expect(await importProblems(`import { readFileSync } from 'node:fs';`, definition)).toHaveLength(1);
    expect(await importProblems(`import { z } from 'zod';`, 'src/shared/layout/layout.ts')).toHaveLength(1);
  });

  it('allows zod/mini and other shared rules', async () => {
    expect(
      await importProblems(
        `import * as z from 'zod/mini';\nimport { safeHref } from '../links/classify';\nexport const s = [z, safeHref];`,
        definition,
      ),
    ).toEqual([]);
  });

  it("refuses full zod in the owners' app, and leaves the server's wire schemas alone", async () => {
    expect(await importProblems(`import { z } from 'zod';`, 'src/config/features/editor/x.ts')).toEqual([
      expect.stringContaining("The owners' app uses 'zod/mini'"),
    ]);
    expect(await importProblems(`import { z } from 'zod';`, 'src/shared/api/example.ts')).toEqual([]);
  });
});
