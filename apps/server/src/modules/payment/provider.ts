/**
 * What an online payment gateway (微信支付, 支付宝) offers the shop. The sandbox implements it with
 * the same shape as the real ones: signed, asynchronous, retried notifications. A real provider
 * slots in by PAYMENT_PROVIDER, implementing this interface.
 */
import type { IncomingHttpHeaders } from 'node:http';

export type Channel = 'wechat' | 'alipay';

export interface CreatePaymentInput {
  outTradeNo: string;
  amountFen: number;
  channel: Channel;
  subject: string;
}

export interface CreatedPayment {
  qr_code_url: string;
  cashier_url: string;
  out_trade_no: string;
}

/** A notification the provider's signature vouches for. */
export interface VerifiedNotification {
  notifyId: string;
  outTradeNo: string;
  providerTradeNo: string;
  amountFen: number;
  paidAt: Date;
}

export type VerifyResult =
  { ok: true; event: VerifiedNotification } | { ok: false; reason: 'forged' | 'malformed' | 'stale' };

export interface PaymentProvider {
  /** Path segment of the notify URL: POST /api/payment/notify/{name}. */
  readonly name: string;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  verifyNotification(rawBody: string, headers: IncomingHttpHeaders): VerifyResult;
  /** What the gateway expects back, so it stops (success) or retries (failure). */
  ack(success: boolean, message?: string): { status: number; body: string; contentType: string };
}
