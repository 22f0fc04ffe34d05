/** GET /api/erp/v1/orders: a page of the order feed after a cursor, each entry with its order or after-sale. */
import { fenToYuan, type ErpFeedPage } from '@shop/shared';
import type { Db } from '../../db/client';
import { audit, type Actor } from '../audit/audit';
import {
  aftersaleLinesOf,
  aftersalesOf,
  feedAfter,
  orderHeads,
  orderLinesOf,
  orderLotsOf,
  type FeedRow,
} from './feed.repo';

type Entry = ErpFeedPage['entries'][number];
const yuan = (fen: number) => fenToYuan(Number(fen));
/** The cursor is "xid-id" of the last entry handed out; '' starts at the beginning. */
const cursorOf = (r: Pick<FeedRow, 'xid' | 'id'>) => `${r.xid}-${r.id}`;

async function orders(db: Db, list: number[]): Promise<Map<number, NonNullable<Entry['order']>>> {
  if (list.length === 0) return new Map();
  const [heads, lines, lots] = await Promise.all([
    orderHeads(db, list),
    orderLinesOf(db, list),
    orderLotsOf(db, list),
  ]);
  return new Map(
    heads.map((o) => [
      o.id,
      {
        id: o.id,
        order_no: o.order_no,
        status: o.status as NonNullable<Entry['order']>['status'],
        pay_type: o.pay_type,
        created_at: o.created_at,
        paid_at: o.paid_at,
        goods_amount: yuan(o.goods_amount_fen),
        discount: yuan(o.discount_fen),
        shipping_fee: yuan(o.shipping_fee_fen),
        payable: yuan(o.payable_fen),
        buyer: { user_id: o.user_id, company: o.company, credit_code: o.credit_code, erp_code: o.erp_code },
        address: {
          consignee: o.address.consignee ?? '',
          phone: o.address.phone ?? '',
          province: o.address.province ?? '',
          city: o.address.city ?? '',
          district: o.address.district ?? '',
          detail: o.address.detail ?? '',
        },
        remark: o.remark,
        lines: lines
          .filter((l) => l.order_id === o.id)
          .map((l) => ({
            line_id: l.line_id,
            goods_id: l.goods_id,
            goods_code: l.goods_code,
            name: l.name,
            spec: l.spec,
            maker: l.maker,
            unit: l.unit,
            number: l.number,
            price: yuan(l.price_fen),
            amount: yuan(l.amount_fen),
            discount: yuan(l.discount_fen),
            batches: lots
              .filter((x) => x.order_line_id === l.line_id)
              .map((x) => ({ batch_no: x.batch_no, expires_on: x.expires_on, number: x.number })),
          })),
      },
    ]),
  );
}

async function aftersales(db: Db, list: number[]): Promise<Map<number, NonNullable<Entry['aftersale']>>> {
  if (list.length === 0) return new Map();
  const [heads, lines] = await Promise.all([aftersalesOf(db, list), aftersaleLinesOf(db, list)]);
  return new Map(
    heads.map((a) => [
      a.id,
      {
        id: a.id,
        order_id: a.order_id,
        order_no: a.order_no,
        kind: a.kind,
        status: a.status,
        reason: a.reason,
        refund: yuan(a.refund_fen),
        lines: lines
          .filter((l) => l.aftersale_id === a.id)
          .map((l) => ({
            goods_code: l.goods_code,
            batch_no: l.batch_no,
            number: l.number,
            amount: yuan(l.amount_fen),
          })),
      },
    ]),
  );
}

export async function feedPage(db: Db, actor: Actor, cursor: string, limit: number): Promise<ErpFeedPage> {
  const [xid, id] = cursor ? cursor.split('-') : ['0', '0'];
  const rows = await feedAfter(db, xid ?? '0', id ?? '0', limit + 1);
  const page = rows.slice(0, limit);
  const idsOf = (kind: FeedRow['kind']) => [
    ...new Set(page.filter((r) => r.kind === kind).map((r) => r.ref_id)),
  ];
  const [o, a] = await Promise.all([orders(db, idsOf('order')), aftersales(db, idsOf('aftersale'))]);
  const entries: Entry[] = page.map((r) => ({
    seq: cursorOf(r),
    type: r.kind,
    status: r.status,
    changed_at: r.changed_at,
    order: r.kind === 'order' ? (o.get(r.ref_id) ?? null) : null,
    aftersale: r.kind === 'aftersale' ? (a.get(r.ref_id) ?? null) : null,
  }));
  const last = page.at(-1);
  // A read that hands data out is on the record; an empty poll (every few seconds) is not.
  if (entries.length > 0)
    await db.transaction((tx) =>
      audit(tx, actor, {
        action: 'erp.orders.read',
        targetType: 'erp',
        targetId: 'orders',
        summary: `ERP拉取订单变更 ${entries.length} 条`,
        after: { cursor, next: last ? cursorOf(last) : cursor },
      }),
    );
  return { entries, next_cursor: last ? cursorOf(last) : cursor, has_more: rows.length > limit };
}
