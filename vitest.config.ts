import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// The API suites that exercise what differs in the embedded database; with TEST_SERVER_SCOPE=embedded
// (npm test when PostgreSQL runs the full API suite) only these run on PGlite.
const EMBEDDED_SUITES = [
  'apps/server/src/db/**/*.test.ts',
  'apps/server/src/modules/goods/goods.search.test.ts',
  'apps/server/src/modules/goods/goods.list.test.ts',
  'apps/server/src/modules/checkout/checkout.test.ts',
  'apps/server/src/modules/payment/payment.test.ts',
  'apps/server/src/modules/auth/auth.test.ts',
];

/**
 * A project's files share one module graph per worker (`isolate: false`): importing the server's
 * modules again for each of 173 files took 926 of the PostgreSQL run's 1,119 seconds, and jsdom and
 * antd cost the browser suites as much. Every file builds its own app, database or render, so
 * nothing a file reads lives in a module. A file that replaces a module (`vi.mock`) cannot share:
 * the real module is already loaded. Those run isolated, in a project of the same name + ':vi.mock'.
 */
function sharingGraph(
  name: string,
  project: TestProjectInlineConfiguration,
): TestProjectInlineConfiguration[] {
  const test = { ...project.test, name };
  const root = test.root ?? '.';
  const include = test.include ?? [];
  const files = include.flatMap((pattern) => globSync(pattern, { cwd: root }));
  const mocking = [...new Set(files)].filter((file) =>
    readFileSync(path.join(root, file), 'utf8').includes('vi.mock('),
  );
  return [
    { ...project, test: { ...test, isolate: false, exclude: [...(test.exclude ?? []), ...mocking] } },
    ...(mocking.length > 0
      ? [{ ...project, test: { ...test, name: `${name}:vi.mock`, include: mocking } }]
      : []),
  ];
}

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on CI's two, the other
    // core idle while the API suites wait on the database. (Three workers on two cores starved the
    // crash test's restarts past its timeout.)
    maxWorkers: availableParallelism(),
    // React's scheduler can run one last render task after a web test file's jsdom is torn down;
    // it throws "window is not defined" inside react-dom with every test of the file passed. That
    // teardown artefact alone is not reported; any other unhandled error still fails the run.
    onUnhandledError: (error) =>
      !(error.message === 'window is not defined' && /react-dom|scheduler/.test(error.stack ?? '')),
    projects: [
      {
        test: {
          // The repository's own ESLint rules (eslint/).
          name: 'lint',
          include: ['eslint/**/*.test.js'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      ...sharingGraph('server', {
        test: {
          include:
            process.env.TEST_SERVER_SCOPE === 'embedded' ? EMBEDDED_SUITES : ['apps/server/src/**/*.test.ts'],
          // *.pg.test.ts race real connections; PGlite's single connection would serialise them.
          exclude: process.env.TEST_DB === 'postgres' ? [] : ['**/*.pg.test.ts', '**/node_modules/**'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      }),
      ...sharingGraph('web', {
        extends: './apps/web/vite.config.ts',
        test: {
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // antd pages render slowly in jsdom when the machine is busy; 5 s timed out under load.
          testTimeout: 30_000,
        },
      }),
      ...sharingGraph('admin', {
        extends: './apps/admin/vite.config.ts',
        test: {
          root: './apps/admin',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: 30_000,
        },
      }),
    ],
  },
});
