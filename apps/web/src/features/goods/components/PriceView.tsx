import { Link } from 'react-router';
import type { GoodsCard } from '@shop/shared';

/**
 * ¥ supply price, or the server's reason it is hidden (登录后查看价格) as a link to sign in. A buyer's
 * own price (协议价 / 客户类型价 / 地区价) is marked with its reason, the catalogue price struck through:
 * the same price the cart and the order will charge.
 */
export function PriceView({
  goods,
  large = false,
}: {
  goods: Pick<GoodsCard, 'base_price' | 'price_hidden_reason'> &
    Partial<Pick<GoodsCard, 'original_price' | 'price_reason' | 'flash' | 'bzdw'>>;
  large?: boolean;
}) {
  if (goods.base_price === null) {
    return (
      <Link className="ky-price-hidden" to="/login">
        {goods.price_hidden_reason ?? '登录后查看价格'}
      </Link>
    );
  }
  if (goods.flash) return <FlashPrice goods={goods} flash={goods.flash} large={large} />;
  return (
    <span className="ky-price-wrap">
      <span className={large ? 'ky-price ky-price-lg' : 'ky-price'}>¥{goods.base_price}</span>
      {goods.price_reason ? (
        <span className="ky-price-reason" data-testid="price-reason">
          {' '}
          {goods.price_reason}
        </span>
      ) : null}
      {goods.original_price ? (
        <s className="ky-price-original" aria-label={`原价${goods.original_price}元`}>
          {' '}
          ¥{goods.original_price}
        </s>
      ) : null}
    </span>
  );
}

/**
 * A running 秒杀: the flash price with its reason (秒杀价 限5盒), what the buyer may still take at it
 * and what is left of the sale, the buyer's own price struck through: the cart charges the flash
 * price up to the cap and this price above it.
 */
function FlashPrice({
  goods,
  flash,
  large,
}: {
  goods: Pick<GoodsCard, 'base_price'> & Partial<Pick<GoodsCard, 'bzdw'>>;
  flash: NonNullable<GoodsCard['flash']>;
  large: boolean;
}) {
  const unit = goods.bzdw ?? '';
  return (
    <span className="ky-price-wrap" data-testid="flash-price">
      <span className={large ? 'ky-price ky-price-lg' : 'ky-price'}>¥{flash.price}</span>
      <span className="ky-price-reason" data-testid="price-reason">
        {' '}
        {flash.reason}
      </span>
      <s className="ky-price-original" aria-label={`原价${goods.base_price ?? ''}元`}>
        {' '}
        ¥{goods.base_price}
      </s>
      <span className="ky-flash-left">
        {flash.stock_left === 0
          ? ' 已抢光'
          : flash.left === null
            ? ` 剩${flash.stock_left}${unit}`
            : ` 您还可抢${flash.left}${unit}，剩${flash.stock_left}${unit}`}
      </span>
    </span>
  );
}
