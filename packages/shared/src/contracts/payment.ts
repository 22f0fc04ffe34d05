/** /cart/step3/{id}, /cart/hm and /cart/step4: paying one order. */
import { z } from 'zod';
import { TextSchema, YuanSchema, idParam } from './common';
import { OrderKindSchema, OrderStatusSchema, PayTypeSchema } from './enums';

export const OrderIdParamsSchema = z.object({ id: idParam('订单编号不正确') });

export const BankAccountSchema = z.object({
  bank: z.string(),
  account_name: z.string(),
  account_no: z.string(),
  /** e.g. "转账时请在附言中填写订单号". */
  remark: z.string(),
});
export type BankAccount = z.infer<typeof BankAccountSchema>;

export const PayInfoSchema = z.object({
  id: z.number().int(),
  order_no: z.string(),
  kind: OrderKindSchema,
  status: OrderStatusSchema,
  status_text: z.string(),
  payable: YuanSchema,
  created_at: z.string(),
  /** The order is cancelled automatically if still unpaid then (ISO time). */
  pay_deadline: z.string().nullable(),
  pay_type: PayTypeSchema,
  balance: YuanSchema,
  pay_types: z.array(
    z.object({
      type: PayTypeSchema,
      label: z.string(),
      /** 账期支付: the available credit, or why it cannot be used now. */
      note: z.string().nullable().optional(),
      disabled: z.boolean().optional(),
    }),
  ),
  /** Money received so far against this order (a short transfer leaves the rest due). */
  paid: YuanSchema.optional(),
  bank_account: BankAccountSchema,
  /** Ephedrine orders: the purchaser recorded (ID number masked). */
  purchaser: z.object({ name: z.string(), id_no: z.string() }).nullable(),
  goods_count: z.number().int(),
  /** An online payment already started, so the page can show its QR again. */
  online: z
    .object({
      pay_type: PayTypeSchema,
      qr_code_url: z.string(),
      cashier_url: z.string(),
      out_trade_no: z.string(),
    })
    .nullable(),
});
export type PayInfo = z.infer<typeof PayInfoSchema>;

/** The sandbox cashier's pages: /payment/sandbox/:out_trade_no with the signed ticket t. */
export const TradeParamsSchema = z.object({ out_trade_no: TextSchema().min(1).max(64) });
export const CashierTicketSchema = z.object({ t: TextSchema().max(2000).default('') });
/** POST /api/payment/notify/:provider */
export const GatewayParamsSchema = z.object({ provider: TextSchema().max(20) });

export const PayBodySchema = z.object({ pay_type: PayTypeSchema });

export const PayResultSchema = z.discriminatedUnion('pay_type', [
  /** Paid at once; go to /cart/step4. */
  z.object({
    pay_type: z.literal('balance'),
    status: OrderStatusSchema,
    paid: YuanSchema,
    balance: YuanSchema,
  }),
  /** 账期支付: accepted at once, due on a date. */
  z.object({
    pay_type: z.literal('credit'),
    status: OrderStatusSchema,
    due_on: z.string(),
    amount: YuanSchema,
  }),
  /** Stays 待确认到账 until the shop sees the transfer. */
  z.object({ pay_type: z.literal('offline'), status: OrderStatusSchema, bank_account: BankAccountSchema }),
  /** Show the QR (or open the cashier) and poll pay-info until status is paid. */
  z.object({
    pay_type: z.enum(['wechat', 'alipay']),
    status: OrderStatusSchema,
    qr_code_url: z.string(),
    cashier_url: z.string(),
    out_trade_no: z.string(),
  }),
]);
export type PayResult = z.infer<typeof PayResultSchema>;
