/** 价格导入: every price of one goods per row, written by the price form's own writePrices. */
import { AdminPriceInputSchema } from '@shop/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { writePrices } from '../prices.admin.service';
import { loadGoodsRefs, resolveGoods, type GoodsRefs } from './goods-ref';
import { col, firstIssue, opt, yesNo, type Sheet } from './sheet';

type PriceInput = z.output<typeof AdminPriceInputSchema>;

const columns = [
  col('商品编号', 'goods_id', false, '1024', '商品编号与条形码填一个'),
  col('条形码', 'barcode', false, ''),
  col('供货价', 'base_price', true, '12.50', '元'),
  col('建议零售价', 'retail_price', true, '18.00', '元'),
  col('阶梯类型', 'ladder_price_type', false, '2', '1 ≤N件 / 2 满N件，默认2'),
  col('阶梯价', 'ladders', false, '10:12.00;50:11.50', '数量:单价，多档用 ; 分隔'),
  col('控销', 'is_controlled', false, '否', '是/否'),
];

/** "10:12.00;50:11.50" → [{number:10, price:'12.00'}, ...]; null when malformed. */
function parseLadders(text: string): { number: string; price: string }[] | null {
  const s = text.trim();
  if (s === '') return [];
  const out: { number: string; price: string }[] = [];
  for (const part of s.split(/[;；]/)) {
    if (part.trim() === '') continue;
    const m = /^\s*(\d+)\s*[:：]\s*([\d.]+)\s*$/.exec(part);
    if (!m) return null;
    out.push({ number: m[1]!, price: m[2]! });
  }
  return out;
}

export const pricesSheet: Sheet<PriceInput & { goods_id: number }, GoodsRefs> = {
  title: '价格导入',
  columns,
  prepare: (db: Db) => loadGoodsRefs(db),
  check(f, ctx, seen) {
    const goodsId = resolveGoods(ctx, f);
    if (typeof goodsId === 'string') return { ok: false, reason: goodsId };
    if (seen.has(String(goodsId))) return { ok: false, reason: '同一商品在文件中出现多次' };
    const ladders = parseLadders(f.ladders ?? '');
    if (ladders === null) return { ok: false, reason: '【阶梯价】格式应为 数量:单价;数量:单价' };
    const controlled = yesNo(f.is_controlled ?? '');
    if (controlled === null) return { ok: false, reason: '【控销】须为 是 或 否' };
    const parsed = AdminPriceInputSchema.safeParse({
      base_price: opt(f.base_price),
      retail_price: opt(f.retail_price),
      ladder_price_type: opt(f.ladder_price_type) ?? '2',
      ladders,
      is_controlled: controlled ?? false,
    });
    if (!parsed.success) return { ok: false, reason: firstIssue(parsed.error, columns) };
    seen.add(String(goodsId));
    return { ok: true, value: { ...parsed.data, goods_id: goodsId } };
  },
  async commit(tx, rows, progress) {
    let done = 0;
    for (const r of rows) {
      await writePrices(tx, r.value.goods_id, r.value, { customerPrices: false });
      if (++done % 200 === 0) progress(done);
    }
    progress(done);
    return done;
  },
};
