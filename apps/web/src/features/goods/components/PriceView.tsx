import { Link } from 'react-router';
import type { GoodsCard } from '@shop/shared';

/** ¥ supply price, or the server's reason it is hidden (登录后查看价格) as a link to sign in. */
export function PriceView({
  goods,
  large = false,
}: {
  goods: Pick<GoodsCard, 'base_price' | 'price_hidden_reason'>;
  large?: boolean;
}) {
  if (goods.base_price === null) {
    return (
      <Link className="ky-price-hidden" to="/login">
        {goods.price_hidden_reason ?? '登录后查看价格'}
      </Link>
    );
  }
  return <span className={large ? 'ky-price ky-price-lg' : 'ky-price'}>¥{goods.base_price}</span>;
}
