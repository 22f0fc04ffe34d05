import { useState } from 'react';
import type { GoodsDetail } from '@shop/shared';
import { firstQuantity } from '../lib/buy-line';
import { BuyControls } from './BuyControls';
import { LadderPriceText } from './LadderPriceText';
import { WarningNote } from '../../../components/common/WarningNote';

/** Ladder text for the chosen quantity, the shared buy controls, and why this buyer cannot buy. */
export function BuyBox({ goods }: { goods: GoodsDetail }) {
  const [quantity, setQuantity] = useState(() => firstQuantity(goods));
  return (
    <div className="ky-buybox">
      <LadderPriceText goods={goods} quantity={quantity} />
      <div className="ky-detail-row">
        <span className="ky-detail-label">采购数量</span>
        <BuyControls goods={goods} size="large" quantity={quantity} onQuantityChange={setQuantity} />
      </div>
      <div className="ky-detail-row ky-muted">
        <span className="ky-detail-label" />
        库存 {goods.number > 0 ? `${goods.number}${goods.bzdw}` : '缺货'}
        {goods.min_qty > 1 && ` · ${goods.min_qty}${goods.bzdw}起购`}
        {goods.mid_pack > 1 && ` · 中包装${goods.mid_pack}${goods.bzdw}`}
      </div>
      {goods.buy_block_reason && <WarningNote title={goods.buy_block_reason} className="ky-block-reason" />}
    </div>
  );
}
