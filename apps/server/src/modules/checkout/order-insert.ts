/**
 * One order's rows — the lot stock it takes, the order, its lines, the lots each line took, the
 * wallet coupon it uses and the first timeline event — written by ONE statement (data-modifying
 * CTEs), so the order transaction spends one round trip here instead of six while it holds the
 * goods row locks (taken by the statement before, so this one's snapshot sees current lots).
 */
import type { OrderKind, PayType } from '@shop/shared';
import type { Tx } from '../../db/client';
import type { AddressSnapshot, OrderLinePart } from '../../db/schema/index';
import { refused } from '../../lib/errors';
import { attachSaleRows, setLedgerContext } from '../warehouse/ledger';
import { insertOrderStatement } from './order-insert.repo';
import { assertLotsCover, type Demand, type GoodsTaken } from './stock';

export interface OrderValues {
  userId: number;
  kind: OrderKind;
  payType: PayType;
  goodsAmountFen: number;
  manjianFen: number;
  couponFen: number;
  shippingFeeFen: number;
  payableFen: number;
  coupon: { id: number; name: string } | null;
  address: AddressSnapshot;
  invoiceType: number;
  invoiceTitle: string;
  invoiceTaxNo: string;
  remark: string;
  purchaser: { name: string; idNo: string } | null;
  payDeadline: Date;
  createdAt: Date;
  /**
   * The placement request this order answers: its id is appended to the request's order ids (what
   * a replay returns) and, for the last order of the request, the ordered cart lines are cleared —
   * in this statement, not one more round trip inside the transaction.
   */
  request: { id: number; clearLineIds: number[] | null };
}

/** An order line; `k` is its index, which the lots refer to. */
export interface LineValues {
  k: number;
  goods_id: number;
  line_type: number;
  promotion_id: number;
  flash_units: number;
  special_id: number | null;
  special_units: number;
  name: string;
  sccj: string;
  ypgg: string;
  bzdw: string;
  approval_no: string;
  image: string;
  number: number;
  unit_price_fen: number;
  total_fen: number;
  manjian_share_fen: number;
  coupon_share_fen: number;
  /** Sub-lines in fen (秒杀价 限5盒 / 超出限购按原价), summing to total_fen. */
  parts: OrderLinePart[];
}

/** The stock an order takes: goods already taken (takeGoodsStock), lots taken by this statement. */
export interface OrderStock {
  taken: GoodsTaken;
  /** Per order line (`lineKey` = its `k`), the units of each goods it takes. */
  demands: Demand[];
}

export interface InsertedOrder {
  id: number;
  orderNo: string;
  kind: OrderKind;
  payableFen: number;
  status: string;
}

export async function insertOrderRows(
  tx: Tx,
  o: OrderValues,
  lines: LineValues[],
  stock: OrderStock,
  event: string,
): Promise<InsertedOrder> {
  await setLedgerContext(tx, { kind: 'sale', reason: '订单出库', sourceType: 'order' });
  const row = await insertOrderStatement(tx, o, lines, stock, event);
  if (!row) throw new Error('order insert returned nothing');
  assertLotsCover(stock.taken, new Map(Object.entries(row.lots_got).map(([id, n]) => [Number(id), n])));
  if (row.coupon_used !== 1) throw refused('优惠券已被使用或已过期，请重新选择');
  await attachSaleRows(tx, row.id);
  return {
    id: row.id,
    orderNo: row.orderNo,
    kind: row.kind,
    payableFen: Number(row.payableFen),
    status: row.status,
  };
}
