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

/** A refund of (part of) one paid trade; refundNo is ours and makes a retry refund once. */
export interface RefundInput {
  outTradeNo: string;
  refundNo: string;
  amountFen: number;
  /** What the trade paid: gateways refuse refunds above it. */
  totalFen: number;
}

export type RefundResult = { ok: true; providerRefundNo: string } | { ok: false; message: string };

/** The refund side of a gateway (微信支付 申请退款, 支付宝 统一收单交易退款), all a refund needs. */
export interface RefundProvider {
  readonly name: string;
  refund(input: RefundInput): Promise<RefundResult>;
}

export interface PaymentProvider extends RefundProvider {
  /** Path segment of the notify URL: POST /api/payment/notify/{name}. */
  readonly name: string;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  verifyNotification(rawBody: string, headers: IncomingHttpHeaders): VerifyResult;
  /** What the gateway expects back, so it stops (success) or retries (failure). */
  ack(success: boolean, message?: string): { status: number; body: string; contentType: string };
}
