import { fenToYuan, type LineResult } from '@shop/shared';

/** One sub-line (秒杀价 限5盒 / 超出限购按原价) on the wire: money as yuan strings. */
export const partWire = (p: LineResult['parts'][number]) => ({
  number: p.number,
  price: fenToYuan(p.price),
  total: fenToYuan(p.total),
  reason: p.reason,
});
