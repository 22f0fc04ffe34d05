/**
 * A real HTTP endpoint for the webhook tests (node:http on an ephemeral port): it records every
 * request with its raw body and answers with the status the test chooses.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** The status of the next answers (default 200); a function may answer per request. */
  answer(status: number | ((n: number) => number)): void;
  /** Resolves when `n` requests have arrived (polling the log, never sleeping a fixed time). */
  waitFor(n: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  let status: number | ((n: number) => number) = 200;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      res.statusCode = typeof status === 'function' ? status(received.length) : status;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/erp/webhook`,
    received,
    answer(s) {
      status = s;
    },
    async waitFor(n, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < n && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
      return received;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
