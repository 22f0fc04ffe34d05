import { InputNumber } from 'antd';
import { normaliseQuantity, smallestValidQuantity } from '@shop/shared/pricing/index';
import type { GoodsCard } from '../api/types';

type QtyGoods = Pick<GoodsCard, 'min_qty' | 'mid_pack' | 'number' | 'is_buy' | 'bzdw'>;

const asQuantityGoods = (g: QtyGoods) => ({
  is_buy: g.is_buy,
  stock: g.number,
  min_quantity: Math.max(g.min_qty, 1),
  pack_quantity: Math.max(g.mid_pack, 1),
  bzdw: g.bzdw,
});

export const firstQuantity = (g: QtyGoods) => smallestValidQuantity(asQuantityGoods(g));

/** Steps by the middle pack from the minimum; a typed amount is rounded to a valid one (shared rule). */
export function QtyStepper({
  goods,
  value,
  onChange,
}: {
  goods: QtyGoods;
  value: number;
  onChange: (n: number) => void;
}) {
  const q = asQuantityGoods(goods);
  const min = smallestValidQuantity(q);
  return (
    <InputNumber
      aria-label="购买数量"
      min={min}
      max={Math.max(goods.number, min)}
      step={q.pack_quantity}
      precision={0}
      value={value}
      disabled={!goods.is_buy || goods.number < min}
      onChange={(v) => {
        if (v === null) return;
        onChange(normaliseQuantity(q, v).number ?? min);
      }}
      addonAfter={goods.bzdw}
      style={{ width: 150 }}
    />
  );
}
