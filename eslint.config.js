import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureBoundaries, moduleBoundaries } from './eslint/feature-boundaries.js';

/**
 * eslint-plugin-react-hooks' React Compiler rules (its recommended set). Left out:
 * set-state-in-effect, which flags a render more, not a wrong one (the file previews' object URLs).
 */
const COMPILER_RULES = [
  'static-components',
  'use-memo',
  'void-use-memo',
  'preserve-manual-memoization',
  'incompatible-library',
  'immutability',
  'globals',
  'refs',
  'error-boundaries',
  'purity',
  'set-state-in-render',
  'unsupported-syntax',
  'config',
  'gating',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: {
      'react-hooks': reactHooks,
      futsal: { rules: { 'feature-boundaries': featureBoundaries } },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // The React Compiler memoises the live console (decision 0093), and may take more of the
      // app: these rules find the code whose meaning memoisation would change (impure calls,
      // refs or mutation in render), wherever it is.
      ...Object.fromEntries(COMPILER_RULES.map((rule) => [`react-hooks/${rule}`, 'error'])),
      'futsal/feature-boundaries': 'error',
    },
  },
  {
    // A server module reaches another only through its public file (index.ts); the module graph
    // has no cycles (apps/server/src/modules/module-graph.test.ts).
    files: ['apps/server/src/modules/**/*.ts'],
    plugins: { futsal: { rules: { 'module-boundaries': moduleBoundaries } } },
    rules: { 'futsal/module-boundaries': 'error' },
  },
  {
    // Imports that carry code a page does not use into its chunks. The shared barrels re-export
    // every schema, the whole rules engine, every language's messages: one value imported through
    // the top one put all schemas and the engine in the signed-in frame's chunk (decision 0076).
    // Types are free.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**', 'apps/web/src/**/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            '@futsal/shared',
            '@futsal/shared/schemas',
            '@futsal/shared/futsal',
            '@futsal/shared/messages',
          ]
            .map((name) => ({
              name,
              allowTypeImports: true,
              message: 'Import values from their own module (@futsal/shared/schemas/team, ...).',
            }))
            .concat({
              // `Trans` parses its translation as markup: it and its HTML parser were a quarter
              // of the live console's chunk, for one banner (decision 0097).
              name: 'react-i18next',
              importNames: ['Trans', 'TransWithoutContext'],
              allowTypeImports: true,
              message: 'Translate the text with t() and keep the markup in the component.',
            }),
        },
      ],
    },
  },
);
