import { useState, type ReactNode } from 'react';
import { Button, Empty, Skeleton } from 'antd';
import { Link, useNavigate } from 'react-router';
import { CheckoutHeader } from '../../checkout';
import { ALL_FILTER, useCartList } from '../api/cart-list';
import { useCheckout } from '../api/checkout';
import { useDeleteLines } from '../api/delete-lines';
import { useEditLine } from '../api/edit-line';
import { useSelectLines } from '../api/select-lines';
import { CartGroupBlock } from '../components/CartGroupBlock';
import { CartSummary } from '../components/CartSummary';
import { CopyToStores } from '../components/CopyToStores';
import type { LineActions } from '../components/CartLineRow';
import '../cart.css';
import { modal } from '../../../lib/feedback';
import { SegmentedChoices } from '../../../components/common/SegmentedChoices';

/** /cart step 1: lines grouped by activity, quantities, selection, totals and 去结算. */
export default function CartPage() {
  const [filter, setFilter] = useState(ALL_FILTER);
  const list = useCartList(filter);
  const edit = useEditLine();
  const select = useSelectLines();
  const remove = useDeleteLines();
  const checkout = useCheckout();
  const navigate = useNavigate();

  const confirmDelete = (ids: number[]) => {
    modal.confirm({
      title: '温馨提示',
      content: ids.length > 1 ? `确定删除选中的${ids.length}种商品吗？` : '确定删除该商品吗？',
      okText: '确定',
      cancelText: '取消',
      onOk: () => {
        remove.mutate(ids);
      },
    });
  };
  const actions: LineActions = {
    onSelect: (ids, selected) => select.mutate({ ids, selected }),
    onEdit: (id, number) => edit.mutate({ id, number }),
    onDelete: confirmDelete,
  };

  const frame = (body: ReactNode) => (
    <div className="cart-page">
      <CheckoutHeader title="我的购物车" current={1} />
      {body}
    </div>
  );
  if (list.isPending) return frame(<Skeleton active paragraph={{ rows: 10 }} />);
  const state = list.data;
  if (!state) return frame(<Empty description="购物车加载失败" />);
  const lines = state.data.flatMap((g) => g.lines);
  if (state.totals.line_count === 0) {
    return frame(
      <Empty className="cart-empty" description="购物车空空如也">
        <Link to="/list">去逛逛</Link>
      </Empty>,
    );
  }
  const selectedIds = lines.filter((l) => l.is_selected === 1).map((l) => l.id);
  const selectable = lines.filter((l) => l.block_reason === null || l.quantity_notice !== null);
  const allSelected = selectable.length > 0 && selectable.every((l) => l.is_selected === 1);
  const goCheckout = () =>
    checkout.mutate(selectedIds, {
      onSuccess: (r) => void navigate(`/cart/step2?ids=${r.ids.join(',')}`),
    });

  const gap = state.shipping_data.shipping_amount;
  return frame(
    <>
      <div className="cart-toolbar">
        <SegmentedChoices
          aria-label="购物车筛选"
          value={filter}
          onChange={setFilter}
          options={state.filter_data.map((f) => ({ value: f.id, label: `${f.name}(${f.count})` }))}
        />
        <span className={Number(gap) === 0 ? 'cart-ship is-free' : 'cart-ship'}>
          {Number(gap) === 0 ? '已免运费' : `还差 ¥${gap} 包邮`}
          {Number(gap) > 0 && <Link to="/yx"> 去凑单</Link>}
        </span>
      </div>
      <div className="cart-head" role="row">
        <span>选择</span>
        <span>商品信息</span>
        <span>单价</span>
        <span>数量</span>
        <span>小计</span>
        <span>操作</span>
      </div>
      {state.data.length === 0 ? (
        <Empty description="没有符合条件的商品" />
      ) : (
        state.data.map((g) => <CartGroupBlock key={g.key} group={g} actions={actions} />)
      )}
      {!state.action.checkout && selectedIds.length > 0 && (
        <div className="cart-blockers" role="alert">
          {state.action.blockers.join('；')}
        </div>
      )}
      <CartSummary
        state={state}
        allSelected={allSelected}
        onSelectAll={(on) => select.mutate({ ids: 'all', selected: on })}
        onDeleteSelected={() => confirmDelete(selectedIds)}
        onCheckout={goCheckout}
        checkingOut={checkout.isPending}
      />
      <div className="cart-after">
        <Button type="link" onClick={() => void navigate('/list')}>
          继续购物
        </Button>
        <CopyToStores selectedIds={selectedIds} />
      </div>
    </>,
  );
}
