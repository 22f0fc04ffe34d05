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
    Partial<Pick<GoodsCard, 'original_price' | 'price_reason'>>;
  large?: boolean;
}) {
  if (goods.base_price === null) {
    return (
      <Link className="ky-price-hidden" to="/login">
        {goods.price_hidden_reason ?? '登录后查看价格'}
      </Link>
    );
  }
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
