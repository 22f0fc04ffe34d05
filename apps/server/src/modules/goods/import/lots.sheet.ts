/** 批次导入: a received lot per row; the same rule and code as the receive form (insertLot). */
import { AdminLotReceiveSchema } from '@shop/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { setLedgerContext } from '../../warehouse/ledger';
import { insertLot } from '../lots.admin.service';
import { loadGoodsRefs, resolveGoods, type GoodsRefs } from './goods-ref';
import { col, firstIssue, opt, type Sheet } from './sheet';
import { lotKeys } from './sheets.repo';

type Receive = z.output<typeof AdminLotReceiveSchema>;

const columns = [
  col('商品编号', 'goods_id', false, '1024', '商品编号与条形码填一个'),
  col('条形码', 'barcode', false, ''),
  col('批号', 'batch_no', true, '240315'),
  col('生产日期', 'produced_on', true, '2024-03-15', 'YYYY-MM-DD'),
  col('有效期至', 'expires_on', true, '2026-03-14', 'YYYY-MM-DD'),
  col('数量', 'quantity', true, '600'),
  col('药检报告', 'report_url', false, '/uploads/reports/240315.pdf', '已上传报告的链接'),
];

export const lotsSheet: Sheet<Receive, GoodsRefs & { lots: Set<string> }> = {
  title: '批次导入',
  columns,
  async prepare(db: Db) {
    const [refs, lots] = await Promise.all([loadGoodsRefs(db), lotKeys(db)]);
    return { ...refs, lots: new Set(lots.map((l) => l.k)) };
  },
  check(f, ctx, seen) {
    const goodsId = resolveGoods(ctx, f);
    if (typeof goodsId === 'string') return { ok: false, reason: goodsId };
    const parsed = AdminLotReceiveSchema.safeParse({
      goods_id: goodsId,
      batch_no: opt(f.batch_no),
      produced_on: opt(f.produced_on),
      expires_on: opt(f.expires_on),
      quantity: opt(f.quantity),
      report_url: opt(f.report_url),
    });
    if (!parsed.success) return { ok: false, reason: firstIssue(parsed.error, columns) };
    const key = `${goodsId}|${parsed.data.batch_no}`;
    if (ctx.lots.has(key)) return { ok: false, reason: `【批号】${parsed.data.batch_no} 已入库` };
    if (seen.has(key)) return { ok: false, reason: `【批号】${parsed.data.batch_no} 在文件中重复` };
    seen.add(key);
    return { ok: true, value: parsed.data };
  },
  async commit(tx, rows, progress) {
    let done = 0;
    for (const r of rows) {
      await setLedgerContext(tx, { kind: 'receive', reason: '批量导入', sourceType: 'import' });
      await insertLot(tx, r.value);
      if (++done % 200 === 0) progress(done);
    }
    progress(done);
    return done;
  },
};
