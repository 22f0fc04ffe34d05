import { yuanToFen } from '@shop/shared/money';
import { ladderText } from '@shop/shared/pricing/index';
import type { GoodsCard } from '@shop/shared';

type LadderGoods = Pick<GoodsCard, 'base_price' | 'ladder_price' | 'ladder_price_type' | 'bzdw'>;

/** The pricing engineer's rule (spec §4) on the card's yuan strings; null while prices are hidden. */
export function ladderTextFor(goods: LadderGoods, quantity: number) {
  if (goods.base_price === null || !goods.ladder_price?.length) return null;
  return ladderText(
    {
      base_price: yuanToFen(goods.base_price) ?? 0,
      bzdw: goods.bzdw,
      ladder_price_type: goods.ladder_price_type,
      ladder_price: goods.ladder_price.map((t) => ({ number: t.number, price: yuanToFen(t.price) ?? 0 })),
    },
    quantity,
  );
}

/** Ladder tiers for the chosen quantity: ≤N件 bands, or 满N件 已享受 / 已达成 / 还差N件. */
export function LadderPriceText({ goods, quantity }: { goods: LadderGoods; quantity: number }) {
  const text = ladderTextFor(goods, quantity);
  if (!text) return null;
  return (
    <ul className="ky-ladder" aria-label="阶梯价">
      <li className="ky-ladder-label" aria-hidden>
        阶梯价
      </li>
      {text.rows.map((r) => (
        <li key={r.number} className={`ky-ladder-${r.status}${r.active ? ' is-active' : ''}`}>
          {r.text}
        </li>
      ))}
    </ul>
  );
}
