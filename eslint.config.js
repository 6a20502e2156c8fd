import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettier from 'eslint-config-prettier';

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
