import { useEffect, useState } from 'react';
import { Badge, Button, Empty, Popconfirm, Spin } from 'antd';
import { CloseOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { CART_BADGE_MAX, MINI_CART_WIDTH } from '@shop/shared/constants';
import { useCurrentUser } from '../../shell';
import { registerCartQueryClient } from '../api/add-to-cart';
import { useCartList } from '../api/cart-list';
import { useDeleteLines } from '../api/delete-lines';
import { LineParts } from '../../../components/common/LineParts';
import '../cart.css';

export const MINI_CART_EMPTY = '购物车空空如也';

/**
 * Spec §2 right toolbar mini cart: 40 px collapsed (the toolbar's button), 310 px open (the button
 * plus a 270 px panel). Fetches the cart only while open; the badge reads base.cart like the header.
 */
export function MiniCart() {
  const base = useCurrentUser();
  const client = useQueryClient();
  useEffect(() => registerCartQueryClient(client), [client]);
  const [open, setOpen] = useState(false);
  const signedIn = Boolean(base.company);
  const list = useCartList(undefined, open && signedIn);
  const remove = useDeleteLines();
  const navigate = useNavigate();
  const lines = list.data?.data.flatMap((g) => g.lines) ?? [];
  const width = MINI_CART_WIDTH.open - MINI_CART_WIDTH.collapsed;
  return (
    <>
      <button
        type="button"
        className="ky-tool"
        aria-expanded={open}
        aria-label="购物车"
        onClick={() => setOpen(!open)}
      >
        <Badge count={base.cart ?? 0} overflowCount={CART_BADGE_MAX} size="small" offset={[4, -2]}>
          <ShoppingCartOutlined className="ky-tool-icon" />
        </Badge>
        <span className="ky-tool-label">购物车</span>
      </button>
      {open && (
        <div className="mini-cart" style={{ width }} role="dialog" aria-label="迷你购物车">
          <div className="mini-cart-head">
            <span>我的购物车</span>
            <Button
              type="text"
              size="small"
              icon={<CloseOutlined />}
              aria-label="收起购物车"
              onClick={() => setOpen(false)}
            />
          </div>
          <div className="mini-cart-body">
            {!signedIn ? (
              <Empty description="登录后查看购物车" />
            ) : list.isPending ? (
              <Spin />
            ) : lines.length === 0 ? (
              <Empty description={MINI_CART_EMPTY} />
            ) : (
              lines.map((l) => (
                <div key={l.id} className="mini-line">
                  {l.goods.goods_image[0] ? (
                    <img src={l.goods.goods_image[0]} alt={l.goods.name} />
                  ) : (
                    <span className="mini-noimg" />
                  )}
                  <div className="mini-info">
                    <div className="mini-name">{l.combination?.name ?? l.goods.name}</div>
                    <div className="mini-meta">{l.goods.sccj}</div>
                    <div className="mini-meta">{l.goods.ypgg}</div>
                    <div className="mini-price">
                      ¥{l.price} × {l.number}
                      {l.parts.length === 1 && l.parts[0]?.reason ? ` ${l.parts[0].reason}` : ''}
                    </div>
                    <LineParts parts={l.parts} unit={l.goods.bzdw} />
                  </div>
                  <Popconfirm
                    title="确定删除该商品吗？"
                    okText="确定"
                    cancelText="取消"
                    onConfirm={() => remove.mutate([l.id])}
                  >
                    <Button type="link" size="small" danger>
                      删除
                    </Button>
                  </Popconfirm>
                </div>
              ))
            )}
          </div>
          <div className="mini-cart-foot">
            <div>
              共 {lines.length} 种，合计 <strong>¥{list.data?.totals.goods_total ?? '0.00'}</strong>
            </div>
            <Button
              type="primary"
              block
              onClick={() => {
                setOpen(false);
                void navigate('/cart');
              }}
            >
              去结算
            </Button>
          </div>
        </div>
      )}
    </>
  );
}
