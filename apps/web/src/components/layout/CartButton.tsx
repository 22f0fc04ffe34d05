import { Badge } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { CART_BADGE_MAX } from '@shop/shared/constants';

/** Spec §2/§9: the badge counts cart lines and shows 99+ beyond 99. */
export function CartButton({ count }: { count: number }) {
  return (
    <Link to="/cart" className="ky-cart-btn" aria-label={`我的购物车，${count} 种商品`}>
      <ShoppingCartOutlined className="ky-cart-icon" />
      <span>我的购物车</span>
      <Badge count={count} overflowCount={CART_BADGE_MAX} showZero className="ky-cart-badge" />
    </Link>
  );
}
