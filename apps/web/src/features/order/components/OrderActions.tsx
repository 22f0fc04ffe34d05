import { Button, Popconfirm, Space } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { OrderKind } from '@shop/shared';
import { useOrderAction } from '../api/orderActions';
import { detailLink, payLink } from '../lib/payLink';
import { message, modal } from '../../../lib/feedback';

interface Props {
  id: number;
  kind: OrderKind;
  actions: { can_pay: boolean; can_cancel: boolean; can_confirm: boolean; can_rebuy: boolean };
  /** The list shows 查看详情; the detail page does not link to itself. */
  showDetail?: boolean;
  vertical?: boolean;
}

/** The order's actions, offered only where the server says they apply. */
export function OrderActions({ id, kind, actions, showDetail = true, vertical = false }: Props) {
  const act = useOrderAction();
  const navigate = useNavigate();
  const busy = act.isPending && act.variables?.id === id;

  const run = async (action: 'cancel' | 'confirm') => {
    await act.mutateAsync({ id, action });
    message.success(action === 'cancel' ? '订单已取消' : '已确认收货，感谢您的采购');
  };

  const rebuy = async () => {
    const res = await act.mutateAsync({ id, action: 'rebuy' });
    const skipped = res?.skipped ?? [];
    modal.confirm({
      title: `已将 ${res?.added ?? 0} 种商品加入购物车`,
      content: skipped.length ? (
        <div>
          以下商品未能加入：
          {skipped.map((s) => (
            <div key={s.goods_id}>
              {s.name}：{s.reason}
            </div>
          ))}
        </div>
      ) : undefined,
      okText: '去购物车结算',
      cancelText: '继续浏览',
      onOk: () => navigate('/cart'),
    });
  };

  const size = 'small' as const;
  return (
    <Space orientation={vertical ? 'vertical' : 'horizontal'} size={4} wrap>
      {actions.can_pay && (
        <Button type="primary" danger size={size} onClick={() => void navigate(payLink(id, kind))}>
          去支付
        </Button>
      )}
      {actions.can_confirm && (
        <Popconfirm
          title="确认已收到全部商品？"
          okText="确认收货"
          cancelText="再等等"
          onConfirm={() => run('confirm').catch(() => undefined)}
        >
          <Button type="primary" size={size} loading={busy}>
            确认收货
          </Button>
        </Popconfirm>
      )}
      {actions.can_rebuy && (
        <Button size={size} loading={busy} onClick={() => void rebuy().catch(() => undefined)}>
          再次购买
        </Button>
      )}
      {actions.can_cancel && (
        <Popconfirm
          title="确定要取消该订单吗？"
          okText="取消订单"
          cancelText="不取消"
          onConfirm={() => run('cancel').catch(() => undefined)}
        >
          <Button size={size} loading={busy}>
            取消订单
          </Button>
        </Popconfirm>
      )}
      {showDetail && (
        <Link to={detailLink(id)} style={{ fontSize: 12 }}>
          查看详情
        </Link>
      )}
    </Space>
  );
}
