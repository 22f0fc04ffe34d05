import { checkQuantity } from '@shop/shared/pricing/index';
import type { GoodsCard } from '@shop/shared';
import { firstQuantity, lastQuantity, quantityGoods, validQuantity } from '../lib/buy-line';
import { message } from '../../../lib/feedback';
import { NumberStepper } from '../../../components/common/NumberStepper';

const WIDTH = { small: 76, middle: 130, large: 150 } as const;

type QtyGoods = Pick<GoodsCard, 'name' | 'min_qty' | 'mid_pack' | 'number' | 'is_buy' | 'bzdw'>;

/**
 * Steps by the middle pack from the minimum up to what stock covers. A typed amount is only a
 * draft until Enter or blur (typing "12" passes through "1"), then the shared rule rounds it to a
 * valid one and says why, so the buyer is never surprised by the number in the cart.
 */
export function QtyStepper({
  goods,
  value,
  onChange,
  size = 'middle',
  disabled = false,
}: {
  goods: QtyGoods;
  value: number;
  onChange: (n: number) => void;
  size?: 'small' | 'middle' | 'large';
  disabled?: boolean;
}) {
  const min = firstQuantity(goods);
  const commit = (n: number | null) => {
    const next = n === null ? value : validQuantity(goods, n);
    const check = n === null ? null : checkQuantity(quantityGoods(goods), n);
    if (check && !check.ok && next !== n) message.info(`${check.reason}，已调整为${next}${goods.bzdw}`);
    if (next !== value) onChange(next);
  };
  return (
    <NumberStepper
      aria-label={`${goods.name} 购买数量`}
      size={size}
      min={min}
      max={lastQuantity(goods)}
      step={quantityGoods(goods).pack_quantity}
      precision={0}
      value={value}
      disabled={disabled || !goods.is_buy || goods.number < min}
      onCommit={commit}
      suffix={size === 'small' ? undefined : goods.bzdw}
      width={WIDTH[size]}
    />
  );
}
