/** SQL of the back office's order page: the money, buyer and fulfilment columns, goods' dosage forms. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

export interface OrderMoney {
  goods_amount_fen: number;
  manjian_fen: number;
  coupon_fen: number;
  shipping_fee_fen: number;
  paid_fen: number;
  remark: string;
  purchaser_name: string | null;
  purchaser_id_no: string | null;
  logistics_company: string;
  tracking_no: string;
  buyer_phone: string;
  credit_code: string;
  drug_license_no: string | null;
  coupon_name: string;
  pick_no: string | null;
  picker: string | null;
  checker: string | null;
  checked_at: string | null;
  shipper: string | null;
  shipped_at: string | null;
}

export async function orderMoneyOf(db: Db, id: number) {
  const [m] = await queryRows<OrderMoney>(
    db,
    sql`SELECT o.goods_amount_fen::float8 AS goods_amount_fen, o.manjian_fen::float8 AS manjian_fen,
               o.coupon_fen::float8 AS coupon_fen, o.shipping_fee_fen::float8 AS shipping_fee_fen,
               o.paid_fen::float8 AS paid_fen, o.remark, o.purchaser_name, o.purchaser_id_no,
               o.logistics_company, o.tracking_no, u.phone AS buyer_phone, c.credit_code, c.drug_license_no,
               o.coupon_name, p.pick_no, pk.name AS picker, ck.name AS checker, sh.name AS shipper,
               to_char(f.checked_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') AS checked_at,
               to_char(o.shipped_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') AS shipped_at
          FROM orders o JOIN users u ON u.id = o.user_id JOIN companies c ON c.id = u.company_id
          LEFT JOIN order_fulfilment f ON f.order_id = o.id
          LEFT JOIN pick_lists p ON p.id = f.pick_list_id
          LEFT JOIN operators pk ON pk.id = f.picker_id
          LEFT JOIN operators ck ON ck.id = f.checker_id
          LEFT JOIN operators sh ON sh.id = f.shipper_id
         WHERE o.id = ${id}`,
  );
  return m;
}

export async function dosageForms(db: Db, goodsIds: number[]): Promise<Map<number, string>> {
  if (goodsIds.length === 0) return new Map();
  const rows = await queryRows<{ id: number; dosage_form: string }>(
    db,
    sql`SELECT id, dosage_form FROM goods WHERE id IN (${sql.join(
      goodsIds.map((g) => sql`${g}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [r.id, r.dosage_form]));
}
