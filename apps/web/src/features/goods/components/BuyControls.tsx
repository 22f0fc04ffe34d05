import { useState } from 'react';
import { Button } from 'antd';
import { HoverTip } from '../../../components/common/HoverTip';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useAddToCart } from '../../cart';
import { useCurrentUser } from '../../shell';
import { isSignedIn } from '../../shell';
import { buyLine, firstQuantity, validQuantity, type BuyGoods } from '../lib/buy-line';
import { QtyStepper } from './QtyStepper';

type Size = 'small' | 'large';

/**
 * 加入购物车 for a goods at a quantity. When this buyer cannot buy, the button stays visible but
 * disabled with the server's reason as its tooltip, so a clinic sees why instead of a missing
 * button; a visitor's reason is a way forward (登录后购买 → /login).
 */
export function AddToCartButton({
  goods,
  quantity,
  size = 'small',
}: {
  goods: BuyGoods;
  quantity: number;
  size?: Size;
}) {
  const add = useAddToCart();
  const signedIn = isSignedIn(useCurrentUser());
  const [adding, setAdding] = useState(false);
  const onClick = async () => {
    setAdding(true);
    try {
      // Normalised again here: a click may come before the stepper's blur was committed.
      await add([buyLine(goods, validQuantity(goods, quantity))]);
    } catch {
      // The API client has already shown the refusal (spec §8).
    } finally {
      setAdding(false);
    }
  };
  const button = (
    <Button
      type="primary"
      danger
      size={size}
      icon={<ShoppingCartOutlined />}
      disabled={!goods.can_buy}
      loading={adding}
      onClick={() => void onClick()}
    >
      加入购物车
    </Button>
  );
  if (goods.can_buy) return button;
  const reason = signedIn ? (
    (goods.buy_block_reason ?? '该商品暂不可购买')
  ) : (
    <Link to="/login">登录后购买</Link>
  );
  return (
    <HoverTip title={reason}>
      {/* A disabled button swallows pointer events; the span keeps the tooltip reachable. */}
      <span className="ky-buy-blocked">{button}</span>
    </HoverTip>
  );
}

interface Props {
  goods: BuyGoods;
  size?: Size;
  /** Controlled quantity (the detail page shows ladder text for it); otherwise kept here. */
  quantity?: number;
  onQuantityChange?: (n: number) => void;
}

/** The compact quantity stepper and 加入购物车 every list, the favourites and the detail page share. */
export function BuyControls({ goods, size = 'small', quantity, onQuantityChange }: Props) {
  const [own, setOwn] = useState(() => firstQuantity(goods));
  const value = quantity ?? own;
  const setValue = onQuantityChange ?? setOwn;
  return (
    <span className={`ky-buy ky-buy-${size}`}>
      <QtyStepper goods={goods} value={value} onChange={setValue} size={size} disabled={!goods.can_buy} />
      <AddToCartButton goods={goods} quantity={value} size={size} />
    </span>
  );
}
