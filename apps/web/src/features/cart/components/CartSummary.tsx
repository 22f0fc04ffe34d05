import { Button, Checkbox } from 'antd';
import type { CartState } from '@shop/shared';

export interface SummaryProps {
  state: CartState;
  allSelected: boolean;
  onSelectAll: (selected: boolean) => void;
  onDeleteSelected: () => void;
  onCheckout: () => void;
  checkingOut: boolean;
}

/** The totals bar: every figure is the server's (engine) figure, shown as sent. */
export function CartSummary({
  state,
  allSelected,
  onSelectAll,
  onDeleteSelected,
  onCheckout,
  checkingOut,
}: SummaryProps) {
  const t = state.totals;
  const gap = state.shipping_data.shipping_amount;
  const free = Number(gap) === 0;
  return (
    <div className="cart-summary" role="region" aria-label="结算">
      <div className="cart-summary-left">
        <Checkbox checked={allSelected} onChange={(e) => onSelectAll(e.target.checked)}>
          全选
        </Checkbox>
        <Button type="link" onClick={onDeleteSelected} disabled={t.selected_count === 0}>
          删除选中商品
        </Button>
        <span>
          已选 <b data-testid="selected-count">{t.selected_count}</b> 种商品
        </span>
      </div>
      <dl className="cart-figures">
        <dt>商品合计</dt>
        <dd data-testid="goods-total">¥{t.goods_total}</dd>
        <dt>满减优惠</dt>
        <dd data-testid="manjian-total">-¥{t.manjian}</dd>
        <dt>可用券金额</dt>
        <dd data-testid="coupon-eligible">¥{t.coupon_eligible}</dd>
        <dt>运费</dt>
        <dd data-testid="shipping">{free ? '已免运费' : `还差 ¥${gap} 包邮`}</dd>
      </dl>
      <div className="cart-payable">
        应付金额：<strong data-testid="payable">¥{t.payable}</strong>
      </div>
      <Button
        type="primary"
        size="large"
        className="cart-go"
        loading={checkingOut}
        disabled={t.selected_count === 0}
        onClick={onCheckout}
      >
        去结算
      </Button>
    </div>
  );
}
