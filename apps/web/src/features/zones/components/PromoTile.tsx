import { useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { HoverTip } from '../../../components/common/HoverTip';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { PromoGoods } from '@shop/shared';
import { useAddToCart } from '../../cart';
import type { AddLineInput } from '@shop/shared';
import { GoodsImage } from '../../goods';
import { QtyStepper } from '../../goods';

export const detailPath = (id: number) => `/list/info/${id}`;

/**
 * One goods of a zone: the price the server quoted (promotion price with the base price struck
 * through), and 加入购物车 with the line type of the promotion. A buyer who may not buy sees the
 * button disabled with the server's reason; a visitor is sent to sign in.
 */
export function PromoTile({
  goods,
  price,
  label,
  line,
  extra,
}: {
  goods: PromoGoods;
  /** The promotion's unit price (yuan), or null when prices are hidden. */
  price: string | null;
  label?: string;
  /** Promotion fields of the cart line (type 1 flash + goods_price_id...). */
  line?: Partial<AddLineInput>;
  extra?: ReactNode;
}) {
  const add = useAddToCart();
  const [qty, setQty] = useState(goods.min_qty);
  const [adding, setAdding] = useState(false);
  const qtyGoods = { ...goods, number: goods.stock, is_buy: goods.can_buy };
  const onAdd = async () => {
    setAdding(true);
    try {
      await add([{ goods_id: goods.id, number: qty, ...(price ? { price } : {}), ...line }]);
    } catch {
      // The API client has shown the refusal (spec §8).
    } finally {
      setAdding(false);
    }
  };
  const shown = price ?? goods.base_price;
  return (
    <li className={goods.can_buy ? 'ky-promo-tile' : 'ky-promo-tile is-blocked'}>
      <Link to={detailPath(goods.id)} className="ky-promo-img">
        <GoodsImage images={goods.image ? [goods.image] : []} name={goods.name} size={180} />
        {label && <span className="ky-promo-label">{label}</span>}
      </Link>
      <div className="ky-promo-price">
        {shown === null ? (
          <span className="ky-promo-hidden">{goods.price_hidden_reason ?? '登录后查看价格'}</span>
        ) : (
          <>
            <strong>¥{shown}</strong>
            {price !== null && goods.base_price !== null && price !== goods.base_price && (
              <del>¥{goods.base_price}</del>
            )}
          </>
        )}
      </div>
      <Link to={detailPath(goods.id)} className="ky-promo-name" title={goods.name}>
        {goods.name}
      </Link>
      <div className="ky-promo-line">{goods.ypgg}</div>
      <div className="ky-promo-line" title={goods.sccj}>
        {goods.sccj}
      </div>
      {extra}
      <div className="ky-promo-buy">
        {goods.can_buy ? (
          <>
            <QtyStepper goods={qtyGoods} value={qty} onChange={setQty} size="small" />
            <Button
              type="primary"
              danger
              size="small"
              icon={<ShoppingCartOutlined />}
              loading={adding}
              onClick={() => void onAdd()}
            >
              加入购物车
            </Button>
          </>
        ) : goods.price_hidden_reason ? (
          <Link to="/login">登录后购买</Link>
        ) : (
          <HoverTip title={goods.buy_block_reason}>
            <span className="ky-promo-reason">{goods.buy_block_reason ?? '暂不可购买'}</span>
          </HoverTip>
        )}
      </div>
    </li>
  );
}

export function PromoGrid({ children }: { children: ReactNode }) {
  return <ul className="ky-promo-grid">{children}</ul>;
}
