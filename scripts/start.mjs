// `npm start`: the demo, or a production start.
//
// Without NODE_ENV it is the demo: it makes its own secrets once (kept under ./data so sessions
// survive a restart), opts in to the sandboxes, the development tools and the demo data out loud,
// and runs the server in production mode. With NODE_ENV=production set by whoever starts it,
// nothing is switched on implicitly: the production guard runs first (before any build, migration
// or seed), and a refused start prints every reason and exits non-zero within seconds.
import { spawnSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, dirname } from 'node:path';

// `npm start` runs on the `node` package's Node.js 24 (npm puts node_modules/.bin first on the
// PATH); the build and the server below use this same binary.
process.env.PATH = `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`;
console.log(`› Node.js ${process.version}`);

const run = (cmd, args) => {
  const res = spawnSync(cmd, args, { stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
};

const production = process.env.NODE_ENV === 'production';
const demo = {};
if (production) {
  // Exactly the server's own check (apps/server/src/lib/production-guard.ts), before anything else.
  run(process.execPath, ['--import', 'tsx', 'apps/server/src/guard.cli.ts']);
} else if (process.env.NODE_ENV === undefined || process.env.NODE_ENV === '') {
  const demoSecret = (name) => {
    const file = `data/.${name}`;
    if (!existsSync(file)) {
      mkdirSync('data', { recursive: true });
      writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
    }
    return readFileSync(file, 'utf8').trim();
  };
  demo.NODE_ENV = 'production';
  if (!process.env.SESSION_SECRET) demo.SESSION_SECRET = demoSecret('session-secret');
  if (!process.env.PAYMENT_SANDBOX_KEY) demo.PAYMENT_SANDBOX_KEY = demoSecret('payment-sandbox-key');
  if (!process.env.AUDIT_KEY) demo.AUDIT_KEY = demoSecret('audit-key');
  if (process.env.ALLOW_SANDBOX === undefined) demo.ALLOW_SANDBOX = 'all';
  if (process.env.DEV_TOOLS === undefined) demo.DEV_TOOLS = 'true';
  if (process.env.SEED_DEMO === undefined) demo.SEED_DEMO = 'true';
  console.log(`› demo start: ${Object.keys(demo).join(', ')} set for the demo (README, Production)`);
}

if (
  !existsSync('apps/web/dist/index.html') ||
  !existsSync('apps/admin/dist/index.html') ||
  process.argv.includes('--build')
) {
  console.log('› building the storefront and the back office (first start only)…');
  run('npm', ['run', 'build', '--silent']);
}

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  stdio: 'inherit',
  env: { ...process.env, ...demo },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
