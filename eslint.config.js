import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettier from 'eslint-config-prettier';
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

// Server modules have one front door each (ARCHITECTURE.md): other code imports a module's
// index.ts, or its tables.ts (the schema and row types), never its other files.
const serverModules = readdirSync(new URL('./src/server/modules/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      'scratch/**',
      'dist/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'src/server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/server/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/server/testing/**'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: serverModules.map((name) => ({
            target: ['src/server/*.ts', 'src/server/!(modules)/**', `src/server/modules/!(${name})/**`],
            from: `src/server/modules/${name}`,
            except: ['./index.ts', './tables.ts'],
            message: `Use the ${name} module's front door (modules/${name}/index.ts) or its tables.ts.`,
          })),
        },
      ],
    },
  },
  {
    // Size budgets (issue 12): warnings that name the hot spots to split, not errors that block a fix.
    files: ['src/**/*.{ts,tsx}', 'scripts/**', 'bench/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'max-lines': ['warn', { max: 350, skipBlankLines: true, skipComments: true }],
      complexity: ['warn', 20],
    },
  },
  {
    // Code that runs in browsers or in both places must not reach for Node.
    files: ['src/shared/**', 'src/runtime/**', 'src/site/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['node:*'] }] },
  },
  {
    // The visitor runtime ships no zod either (zod's eval probe breaks the pages' CSP and weighs
    // ~100 KB): from the shared API schemas it may import types only, values from zod-free modules.
    files: ['src/runtime/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['zod', 'zod/*', '**/shared/api/*'],
              allowTypeImports: true,
              message:
                'The visitor runtime ships no zod: import types only (constants from a zod-free module).',
            },
          ],
        },
      ],
    },
  },
  {
    // The visitor runtime ships no ICU parser: messages reach it precompiled (issue 12, item 5).
    files: ['src/runtime/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'Browser code: no Node modules.' },
            {
              group: [
                'intl-messageformat',
                '@formatjs/*',
                '**/shared/messages/format',
                '**/shared/messages/catalogue',
              ],
              message: 'The runtime ships no ICU parser: use precompiled literal messages.',
            },
          ],
        },
      ],
    },
  },
  {
    // Visitor-facing text comes from the messages catalogue (src/site/text.tsx; the e-mails'
    // templates/text.ts), never raw JSX text.
    files: ['src/site/**/*.tsx', 'src/server/modules/mail/templates/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/[A-Za-z]/]',
          message: "Visitor-facing text comes from the messages catalogue: t('site.…') (src/site/text.tsx).",
        },
        {
          selector:
            'JSXAttribute[name.name=/^(alt|title|aria-label|placeholder|label)$/] > Literal[value=/[A-Za-z]/]',
          message: "Visitor-facing text comes from the messages catalogue: t('site.…') (src/site/text.tsx).",
        },
      ],
    },
  },
  {
    // The owners' app's text comes from the messages catalogue too (src/config/text.ts).
    files: ['src/config/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/[A-Za-z]/]',
          message: "Owners' app text comes from the messages catalogue: t('owners.…') (src/config/text.ts).",
        },
        {
          selector:
            'JSXAttribute[name.name=/^(alt|title|aria-label|placeholder|label|hint)$/] > Literal[value=/[A-Za-z]/]',
          message: "Owners' app text comes from the messages catalogue: t('owners.…') (src/config/text.ts).",
        },
      ],
    },
  },
  {
    // Block definitions and the layout are data that the server validates with and the owners'
    // editor loads: no renderers (React), nothing from where code runs, and zod/mini, which
    // tree-shakes (full zod would add ~80 KB gzip to the editor). Options replace the rule above.
    files: ['src/shared/blocks/**', 'src/shared/layout/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Block definitions use 'zod/mini' (the owners' editor loads them)." },
          ],
          patterns: [
            { group: ['node:*'], message: 'Shared code runs in browsers too: no Node modules.' },
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*'],
              message: 'Block definitions are data: renderers live in src/site/blocks/<type>/render.tsx.',
            },
            {
              group: ['**/site/**', '**/server/**', '**/config/**', '**/runtime/**'],
              message:
                "Block definitions import only src/shared/ (the server and the owners' app load them).",
            },
          ],
        },
      ],
    },
  },
  {
    // The owners' app ships only the zod it uses: one full-zod module anywhere in it puts all of
    // zod's core into the chunk the editor shares (src/config/owners-app-bundle.test.ts checks
    // the whole graph, imports through src/shared/ included).
    files: ['src/config/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "The owners' app uses 'zod/mini' (or no zod)." }] },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'src/server/main.ts', 'e2e/**', '*.config.ts'],
    rules: { 'no-console': 'off' },
  },
  // Formatting belongs to Prettier (npm run format); turn off the rules that would disagree with it.
  prettier,
);
