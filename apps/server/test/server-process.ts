/**
 * The real server (src/server.ts) as a child process on a port of its own, for what an in-process
 * app cannot show: a SIGKILL in the middle of work (crash test), and the memory of the process
 * under load (bench:hold).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** Resolves when the process has exited (after a kill or a crash). */
  exited: Promise<void>;
  /** Resident memory of the process in bytes (Linux /proc), 0 when unreadable. */
  rss(): number;
}

/** Starts the server and resolves once /api/health answers; rejects if it exits first. */
export async function startServer(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const port = Number(env.PORT) || (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      // The child keeps sessions in the database, as the parent test app does: createTestApp reads
      // only the env it is given, so it mints sessions in the database store. A child inheriting
      // CI's REDIS_URL looked them up in Redis instead and refused every buyer (the crash test once
      // placed 0 orders). A caller that wants Redis passes REDIS_URL to both.
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'REDIS_URL')),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_ON_EMPTY: 'false',
      HOST: '127.0.0.1',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  let dead = false;
  void exited.then(() => {
    dead = true;
  });
  for (;;) {
    if (dead) throw new Error(`server exited before it was ready:\n${stderr}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready in ${timeoutMs} ms:\n${stderr}`);
    }
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    child,
    exited,
    rss() {
      try {
        const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
        const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
        return kb ? Number(kb) * 1024 : 0;
      } catch {
        return 0;
      }
    },
  };
}
