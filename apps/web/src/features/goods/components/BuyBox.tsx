import { useState } from 'react';
import { Alert, Button, Space } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { fenToYuan, yuanToFen } from '@shop/shared/money';
import { ladderUnitPrice } from '@shop/shared/pricing/index';
import { addToCart } from '../../cart/api/add-to-cart';
import type { GoodsDetail } from '../api/types';
import { LadderPriceText } from './LadderPriceText';
import { firstQuantity, QtyStepper } from './QtyStepper';

/** The unit price the chosen quantity pays under the ladder, sent so the cart can spot a change. */
function unitPrice(g: GoodsDetail, quantity: number): string | undefined {
  if (g.base_price === null) return undefined;
  const fen = ladderUnitPrice(
    {
      base_price: yuanToFen(g.base_price) ?? 0,
      bzdw: g.bzdw,
      ladder_price_type: g.ladder_price_type,
      ladder_price: (g.ladder_price ?? []).map((t) => ({ number: t.number, price: yuanToFen(t.price) ?? 0 })),
    },
    quantity,
  ).price;
  return fenToYuan(fen);
}

/** Quantity, ladder text and 加入购物车, or why this buyer cannot buy. */
export function BuyBox({ goods }: { goods: GoodsDetail }) {
  const client = useQueryClient();
  const [quantity, setQuantity] = useState(() => firstQuantity(goods));
  const [adding, setAdding] = useState(false);
  const add = async () => {
    setAdding(true);
    try {
      await addToCart(
        [
          {
            goods_id: goods.id,
            number: quantity,
            price: unitPrice(goods, quantity),
            goods_price_id: goods.goods_price_id,
            ladder_price_id: goods.ladder_price_id,
            goods_manjian_id: goods.goods_manjian_id,
            is_yj: goods.is_yj,
          },
        ],
        client,
      );
    } catch {
      // The API client has already shown the refusal (spec §8).
    } finally {
      setAdding(false);
    }
  };
  return (
    <div className="ky-buybox">
      <LadderPriceText goods={goods} quantity={quantity} />
      <div className="ky-detail-row">
        <span className="ky-detail-label">采购数量</span>
        <Space>
          <QtyStepper goods={goods} value={quantity} onChange={setQuantity} />
          <span className="ky-muted">
            库存 {goods.number > 0 ? `${goods.number}${goods.bzdw}` : '缺货'}
            {goods.min_qty > 1 && ` · ${goods.min_qty}${goods.bzdw}起购`}
            {goods.mid_pack > 1 && ` · 中包装${goods.mid_pack}${goods.bzdw}`}
          </span>
        </Space>
      </div>
      {goods.buy_block_reason && (
        <Alert type="warning" showIcon title={goods.buy_block_reason} className="ky-block-reason" />
      )}
      <Button
        type="primary"
        size="large"
        danger
        icon={<ShoppingCartOutlined />}
        disabled={!goods.can_buy}
        loading={adding}
        onClick={() => void add()}
      >
        加入购物车
      </Button>
    </div>
  );
}
