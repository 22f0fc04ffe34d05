import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './eslint/boundaries.js';
import baseline from './eslint/boundaries-baseline.json' with { type: 'json' };
import sqlBaseline from './eslint/sql-baseline.json' with { type: 'json' };

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
  {
    // SQL lives in repositories (*.repo.ts, fragments in *.sql.ts): elsewhere in a module, no raw SQL
    // helpers, no query builder operators, no tables. Files older than the rule are listed in
    // eslint/sql-baseline.json, which may only shrink.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.repo.ts', '**/*.sql.ts', '**/*.test.ts', '**/*.fixtures.ts', ...sqlBaseline],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'drizzle-orm',
              importNames: ['sql', 'eq', 'and', 'or', 'inArray', 'desc', 'asc'],
              allowTypeImports: true,
              message: 'SQL 只写在 *.repo.ts 里：把查询移到本模块的 repo。',
            },
          ],
          patterns: [
            {
              group: ['**/db/query', '**/db/schema', '**/db/schema/*'],
              allowTypeImports: true,
              message: 'SQL 只写在 *.repo.ts 里：把查询移到本模块的 repo。',
            },
          ],
        },
      ],
    },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
);
