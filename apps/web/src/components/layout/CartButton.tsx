import { ShoppingCartOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { CART_BADGE_MAX } from '@shop/shared/constants';

/**
 * Spec §2/§9: the badge counts cart lines and shows 99+ beyond 99. A plain span styled like antd's
 * Badge (layout.css): the header paints before antd's badge code would arrive.
 */
export function CartButton({ count }: { count: number }) {
  return (
    <Link to="/cart" className="ky-cart-btn" aria-label={`我的购物车，${count} 种商品`}>
      <ShoppingCartOutlined className="ky-cart-icon" />
      <span>我的购物车</span>
      <span className="ky-cart-badge">
        <span className="ky-badge-count">{count > CART_BADGE_MAX ? `${CART_BADGE_MAX}+` : count}</span>
      </span>
    </Link>
  );
}
