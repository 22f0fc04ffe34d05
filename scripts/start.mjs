// `npm start`: builds the storefront when it has not been built yet, then runs the server, which
// migrates the database (embedded PGlite under ./data unless DATABASE_URL is set) and seeds demo
// data on first start.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (cmd, args) => {
  const res = spawnSync(cmd, args, { stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
};

if (!existsSync('apps/web/dist/index.html') || process.argv.includes('--build')) {
  console.log('› building the storefront (first start only)…');
  run('npm', ['run', 'build', '--silent']);
}

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
