import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './eslint/boundaries.js';
import baseline from './eslint/boundaries-baseline.json' with { type: 'json' };

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
      // Generated from docs/openapi.json by npm run erp:client.
      'tools/erp-demo/src/erp-api.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Fastify plugins and hooks are async by contract even when a body has nothing to await.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts', 'apps/admin/**/*.tsx', 'apps/admin/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Features reach each other through their index, server modules through their service
    // (eslint/boundaries.js); the baseline lists older crossings and may only shrink.
    files: ['apps/**/*.ts', 'apps/**/*.tsx'],
    plugins: { boundaries },
    rules: { 'boundaries/imports': ['error', { allow: baseline }] },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
);
