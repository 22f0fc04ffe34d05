import { Button, Popconfirm, Space, Table, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { fmtTime } from '../../order';
import { chainKey, payForStore, useStoreOrders, type ChainStoreOrder } from '../api/chain';

const PAYABLE = new Set(['unpaid', 'awaiting_transfer']);

/** One store's latest orders; an unpaid one may be paid by the head office (balance or credit). */
export function StoreOrders({ storeId }: { storeId: number }) {
  const qc = useQueryClient();
  const q = useStoreOrders(storeId);
  const pay = async (o: ChainStoreOrder, type: 'balance' | 'credit') => {
    try {
      await payForStore(storeId, o.id, type);
      void qc.invalidateQueries({ queryKey: chainKey });
    } catch {
      // 余额不足 / 额度不足 were shown by the client's 温馨提示 alert.
    }
  };
  return (
    <Table<ChainStoreOrder>
      size="small"
      rowKey="id"
      loading={q.isLoading}
      dataSource={q.data ?? []}
      pagination={{ pageSize: 5, size: 'small' }}
      locale={{ emptyText: '该门店暂无订单' }}
      columns={[
        { title: '订单号', dataIndex: 'order_no', width: 200 },
        { title: '下单时间', width: 150, render: (_, o) => fmtTime(o.created_at) },
        { title: '金额', width: 110, align: 'right', render: (_, o) => `¥${o.payable}` },
        {
          title: '状态',
          width: 100,
          render: (_, o) => <Tag color={PAYABLE.has(o.status) ? 'orange' : 'default'}>{o.status_text}</Tag>,
        },
        {
          title: '总部代付',
          render: (_, o) =>
            PAYABLE.has(o.status) ? (
              <Space size={4}>
                <Popconfirm title={`用总部余额支付 ¥${o.payable}？`} onConfirm={() => pay(o, 'balance')}>
                  <Button size="small" type="link">
                    总部余额代付
                  </Button>
                </Popconfirm>
                <Popconfirm title={`用总部账期支付 ¥${o.payable}？`} onConfirm={() => pay(o, 'credit')}>
                  <Button size="small" type="link">
                    总部账期代付
                  </Button>
                </Popconfirm>
              </Space>
            ) : (
              '—'
            ),
        },
      ]}
    />
  );
}
