// `npm start`: builds the storefront when it has not been built yet, then runs the server, which
// migrates the database (embedded PGlite under ./data unless DATABASE_URL is set) and seeds demo
// data on first start.
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

if (
  !existsSync('apps/web/dist/index.html') ||
  !existsSync('apps/admin/dist/index.html') ||
  process.argv.includes('--build')
) {
  console.log('› building the storefront and the back office (first start only)…');
  run('npm', ['run', 'build', '--silent']);
}

// The demo runs in production mode, which refuses public default secrets and unapproved sandboxes.
// So the demo makes its own secrets once (kept under ./data so sessions survive a restart) and
// opts in to the sandboxes (payment, SMS) and the development tools (SMS outbox at /dev/sms) out
// loud. A real deployment sets these variables itself and this block changes nothing.
function demoSecret(name) {
  const file = `data/.${name}`;
  if (!existsSync(file)) {
    mkdirSync('data', { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}
const demo = {};
if (!process.env.SESSION_SECRET) demo.SESSION_SECRET = demoSecret('session-secret');
if (!process.env.PAYMENT_SANDBOX_KEY) demo.PAYMENT_SANDBOX_KEY = demoSecret('payment-sandbox-key');
if (process.env.ALLOW_SANDBOX === undefined) demo.ALLOW_SANDBOX = 'all';
if (process.env.DEV_TOOLS === undefined) demo.DEV_TOOLS = 'true';
if (Object.keys(demo).length > 0) {
  console.log(`› demo start: ${Object.keys(demo).join(', ')} set for the demo (README, Production)`);
}

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...demo, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
