// `npm test`: every check a change must pass, in order, stopping at the first failure:
// typecheck, lint and format (side by side), unit + API suites on PGlite, the API suites on
// PostgreSQL when DATABASE_URL is set, then the build, the JavaScript budget of the storefront's
// first screens (`npm run budget`, issue 13), and the end-to-end journeys in Chromium against the
// built app (two shards side by side, each on its own server and database).
//
// With DATABASE_URL set (CI), the API suites run in full once, on PostgreSQL, the production
// database; on PGlite only the suites that exercise what differs in the embedded database run
// (migrations, seed, backup, search on its trigram index, checkout and payment), and the end-to-end
// journeys run the whole shop on PGlite. Running every API suite on both took 16 of CI's 32 minutes.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { delimiter, dirname } from 'node:path';

// The project runs on Node.js 24 LTS, from the `node` package in devDependencies (the machine's own
// Node may be older): npm scripts put node_modules/.bin first on the PATH. This process's own
// directory goes first too, so every child (npx vitest, playwright, npm run) resolves the same
// binary even when this script is started by hand.
process.env.PATH = `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`;
const childNode = spawnSync('node', ['-p', 'process.version'], { encoding: 'utf8' }).stdout.trim();
console.log(`npm test on Node.js ${process.version} (children: ${childNode}, ${process.execPath})`);
if (Number(process.versions.node.split('.')[0]) < 24 || childNode !== process.version) {
  console.error('Node.js 24 is required: run `npm ci`, then `npm test` (it uses node_modules/.bin/node)');
  process.exit(1);
}

const started = Date.now();
const runId = `${process.pid}`;
const tally = { passed: 0, failed: 0, skipped: 0 };
mkdirSync('.tmp', { recursive: true });

function step(name, cmd, args, env = {}) {
  const t0 = Date.now();
  console.log(`\n━━ ${name} ━━`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `━━ ${name}: ${res.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
  return res.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  tally.passed += r.numPassedTests ?? 0;
  tally.failed += r.numFailedTests ?? 0;
  tally.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  rmSync(file);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const s = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  tally.passed += (s.expected ?? 0) + (s.flaky ?? 0);
  tally.failed += s.unexpected ?? 0;
  tally.skipped += s.skipped ?? 0;
  rmSync(file);
}

function finish(ok) {
  const secs = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`\nnpm test ${ok ? 'passed' : 'FAILED'} in ${secs} s`);
  console.log(`${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
  process.exit(ok ? 0 : 1);
}

const vitest = (name, out, env, extra = []) =>
  step(
    name,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...extra],
    {
      TEST_RUN_ID: runId,
      ...env,
    },
  );

/** Runs the checks at once (each is mostly one core); prints each one's output when it ends. */
async function together(checks) {
  const t0 = Date.now();
  console.log(`\n━━ ${checks.map((c) => c.name).join(' + ')} ━━`);
  const results = await Promise.all(
    checks.map(
      ({ name, args }) =>
        new Promise((resolve) => {
          const child = spawn('npm', ['run', '--silent', ...args], { env: process.env });
          let out = '';
          child.stdout.on('data', (d) => (out += d));
          child.stderr.on('data', (d) => (out += d));
          child.on('close', (code) => {
            if (out.trim()) console.log(`── ${name} ──\n${out.trimEnd()}`);
            console.log(
              `━━ ${name}: ${code === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
            );
            resolve(code === 0);
          });
        }),
    ),
  );
  return results.every(Boolean);
}

let ok = await together([
  { name: 'typecheck', args: ['typecheck'] },
  { name: 'lint', args: ['lint'] },
  { name: 'format', args: ['format:check'] },
]);

if (ok) {
  const scope = process.env.DATABASE_URL ? { TEST_SERVER_SCOPE: 'embedded' } : {};
  ok = vitest('unit + API on PGlite', '.tmp/vitest-pglite.json', { TEST_DB: 'pglite', ...scope });
  countVitest('.tmp/vitest-pglite.json');
}
if (ok && process.env.DATABASE_URL) {
  ok = vitest('API on PostgreSQL', '.tmp/vitest-pg.json', { TEST_DB: 'postgres' }, ['--project', 'server*']);
  countVitest('.tmp/vitest-pg.json');
}
/**
 * The journeys in two shards side by side, each with its own server and embedded database (they
 * share the demo accounts, so within a shard they run one at a time); lines prefixed by shard.
 */
function e2eShard(index, total, port) {
  const out = `${process.cwd()}/.tmp/playwright-${index}.json`;
  return new Promise((resolve) => {
    const child = spawn(
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.config.ts', `--shard=${index}/${total}`],
      {
        env: { ...process.env, E2E_PORT: String(port), PLAYWRIGHT_JSON_OUTPUT_NAME: out },
      },
    );
    const prefix = (chunk) =>
      process.stdout.write(
        String(chunk)
          .split('\n')
          .filter((l) => l.trim())
          .map((l) => `[e2e ${index}/${total}] ${l}\n`)
          .join(''),
      );
    child.stdout.on('data', prefix);
    child.stderr.on('data', prefix);
    child.on('close', (code) => {
      countPlaywright(out);
      resolve(code === 0);
    });
  });
}

if (ok && !process.argv.includes('--no-e2e')) {
  ok = step('build storefront', 'npm', ['run', '--silent', 'build']);
  // Before the journeys: a page over its weight fails in seconds, not after ten minutes of e2e.
  if (ok) ok = step('JavaScript budget', 'npm', ['run', '--silent', 'budget']);
  if (ok) {
    const t0 = Date.now();
    console.log('\n━━ end-to-end in Chromium (2 shards) ━━');
    const base = Number(process.env.E2E_PORT ?? 4173);
    ok = (await Promise.all([e2eShard(1, 2, base), e2eShard(2, 2, base + 1)])).every(Boolean);
    console.log(`━━ end-to-end: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
}
finish(ok);
