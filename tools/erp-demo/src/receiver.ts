/**
 * The ERP's webhook endpoint: a plain node:http server that checks every delivery's signature over
 * the raw bytes it received (the three lines docs/erp.md shows) and keeps what arrived.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhookSignature } from '../../../apps/server/src/modules/webhook/signature';

export interface Delivery {
  event: string;
  data: { order_id?: number; order_no?: string; status?: string };
  verified: boolean;
  receivedAt: number;
}

export interface ErpReceiver {
  url: string;
  /** The signing secret the shop showed once when the endpoint was registered. */
  useSecret(secret: string): void;
  /** Resolves with the first delivery of `event` for the order, polling what arrived. */
  waitFor(event: string, orderId: number, timeoutMs?: number): Promise<Delivery>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<ErpReceiver> {
  const arrived: Delivery[] = [];
  let secret = '';
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const ts = String(req.headers['x-timestamp'] ?? '');
      const verified = verifyWebhookSignature(
        secret,
        ts,
        raw,
        req.headers['x-signature'] as string | undefined,
      );
      const parsed = JSON.parse(raw) as { event: string; data: Delivery['data'] };
      arrived.push({ event: parsed.event, data: parsed.data, verified, receivedAt: Date.now() });
      // A delivery whose signature fails is refused: the shop retries it, the ERP never acts on it.
      res.statusCode = verified ? 200 : 401;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/erp/webhook`,
    useSecret(s) {
      secret = s;
    },
    async waitFor(event, orderId, timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const hit = arrived.find((d) => d.event === event && d.data.order_id === orderId);
        if (hit) return hit;
        if (Date.now() > until) throw new Error(`未收到订单 ${orderId} 的 ${event} 推送`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
