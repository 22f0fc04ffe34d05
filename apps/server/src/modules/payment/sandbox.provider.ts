/**
 * The sandbox gateway. createPayment hands out a QR/cashier URL carrying a signed ticket; paying at
 * the cashier makes the "gateway" POST a signed notification to our notify URL after a delay, and
 * retry with exponential backoff until it is acknowledged, as WeChat Pay and Alipay do. Those
 * deliveries go through a database outbox (outbox.ts), so they survive a restart.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { PaymentProvider, VerifyResult } from './provider';
import { safeEqualHex, sandboxSignature, signTicket, type CashierTicket } from './sandbox.sign';

export const SANDBOX_HEADERS = {
  timestamp: 'x-sandbox-timestamp',
  nonce: 'x-sandbox-nonce',
  signature: 'x-sandbox-signature',
} as const;

/** Notifications older than this are refused even when signed (replay of a captured request). */
const MAX_AGE_S = 300;
const TICKET_TTL_MS = 2 * 3_600_000;

const notificationSchema = z.object({
  notify_id: z.string().min(1).max(64),
  out_trade_no: z.string().min(1).max(64),
  trade_no: z.string().min(1).max(64),
  channel: z.enum(['wechat', 'alipay']),
  total_fee: z.number().int().min(0),
  trade_state: z.literal('SUCCESS'),
  success_time: z.string(),
});
export type SandboxNotification = z.infer<typeof notificationSchema>;

export interface SandboxOptions {
  key: string;
  /** Absolute base of our site for QR codes (e.g. https://shop.example.com); '' for relative. */
  publicBase: string;
}

export function signedHeaders(key: string, rawBody: string, now = Date.now()): Record<string, string> {
  const timestamp = String(Math.floor(now / 1000));
  const nonce = randomUUID().replace(/-/g, '');
  return {
    'content-type': 'application/json',
    [SANDBOX_HEADERS.timestamp]: timestamp,
    [SANDBOX_HEADERS.nonce]: nonce,
    [SANDBOX_HEADERS.signature]: sandboxSignature(key, timestamp, nonce, rawBody),
  };
}

export function createSandboxProvider(opts: SandboxOptions) {
  const provider: PaymentProvider & { payTicket(ticket: CashierTicket): SandboxNotification } = {
    name: 'sandbox',
    createPayment(input) {
      const ticket = signTicket(opts.key, {
        out_trade_no: input.outTradeNo,
        amount_fen: input.amountFen,
        channel: input.channel,
        subject: input.subject,
        exp: Date.now() + TICKET_TTL_MS,
      });
      const url = `${opts.publicBase}/api/payment/sandbox/${encodeURIComponent(input.outTradeNo)}?t=${ticket}`;
      return Promise.resolve({ qr_code_url: url, cashier_url: url, out_trade_no: input.outTradeNo });
    },
    verifyNotification(rawBody, headers): VerifyResult {
      const h = (name: string) => {
        const v = headers[name];
        return typeof v === 'string' ? v : '';
      };
      const timestamp = h(SANDBOX_HEADERS.timestamp);
      const nonce = h(SANDBOX_HEADERS.nonce);
      const signature = h(SANDBOX_HEADERS.signature);
      if (!timestamp || !nonce || !signature) return { ok: false, reason: 'forged' };
      if (!safeEqualHex(sandboxSignature(opts.key, timestamp, nonce, rawBody), signature)) {
        return { ok: false, reason: 'forged' };
      }
      if (Math.abs(Date.now() / 1000 - Number(timestamp)) > MAX_AGE_S) return { ok: false, reason: 'stale' };
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        return { ok: false, reason: 'malformed' };
      }
      const n = notificationSchema.safeParse(parsed);
      if (!n.success) return { ok: false, reason: 'malformed' };
      return {
        ok: true,
        event: {
          notifyId: n.data.notify_id,
          outTradeNo: n.data.out_trade_no,
          providerTradeNo: n.data.trade_no,
          amountFen: n.data.total_fee,
          paidAt: new Date(n.data.success_time),
        },
      };
    },
    ack(success, message = '') {
      return {
        status: success ? 200 : 400,
        contentType: 'application/json',
        body: JSON.stringify(success ? { code: 'SUCCESS', message: '成功' } : { code: 'FAIL', message }),
      };
    },
    /**
     * Accepts any refund within the trade's amount at once, as the real gateways accept a refund
     * request; the refund number is derived from ours, so a retry gets the same one back.
     */
    refund(input) {
      if (input.amountFen <= 0 || input.amountFen > input.totalFen)
        return Promise.resolve({ ok: false, message: '退款金额超过原交易金额' });
      const no = createHmac('sha256', opts.key).update(`${input.outTradeNo}/${input.refundNo}`).digest('hex');
      return Promise.resolve({ ok: true, providerRefundNo: `SBXR${no.slice(0, 24).toUpperCase()}` });
    },
    /** The buyer paid at the cashier: the notification the gateway will send (through the outbox). */
    payTicket(ticket) {
      const n: SandboxNotification = {
        notify_id: randomUUID(),
        out_trade_no: ticket.out_trade_no,
        trade_no: `SBX${Date.now()}${Math.floor(Math.random() * 1e6)}`,
        channel: ticket.channel,
        total_fee: ticket.amount_fen,
        trade_state: 'SUCCESS',
        success_time: new Date().toISOString(),
      };
      return n;
    },
  };
  return provider;
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
