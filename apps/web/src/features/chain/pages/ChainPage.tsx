import { useState } from 'react';
import { Button, Descriptions, Empty, InputNumber, Space, Table, message } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ChainOverview } from '@shop/shared';
import { Panel } from '../../../components/common/Panel';
import { MemberFrame } from '../../member';
import { chainKey, setStoreLimit, useChainOverview } from '../api/chain';
import { StoreOrders } from '../components/StoreOrders';

type StoreRow = ChainOverview['stores'][number];

const red = (v: string) => <span style={{ color: Number(v) > 0 ? '#d4282d' : undefined }}>¥{v}</span>;

/** A store's monthly limit, edited in place ('' lifts it). */
function LimitCell({ store }: { store: StoreRow }) {
  const qc = useQueryClient();
  const [value, setValue] = useState<number | null>(
    store.monthly_limit === null ? null : Number(store.monthly_limit),
  );
  const save = async () => {
    try {
      await setStoreLimit(store.user_id, value === null ? '' : value.toFixed(2));
      void message.success(value === null ? '已取消门店采购额度' : '门店月度采购额度已设置');
      void qc.invalidateQueries({ queryKey: chainKey });
    } catch {
      // The client showed the field's message.
    }
  };
  return (
    <Space size={4}>
      <InputNumber
        size="small"
        min={0}
        precision={2}
        style={{ width: 100 }}
        placeholder="不限"
        value={value}
        onChange={setValue}
        aria-label={`${store.company}月度采购额度`}
      />
      <Button size="small" onClick={() => void save()}>
        保存
      </Button>
    </Space>
  );
}

/** /zhzx/lszb 连锁总部: every store's month, money and credit in one view; pay for a store's order. */
export default function ChainPage() {
  const q = useChainOverview();
  const data = q.data;
  if (q.isError)
    return (
      <MemberFrame>
        <Panel title="连锁总部">
          <Empty description="只有连锁总部账号可以查看门店总览" />
        </Panel>
      </MemberFrame>
    );
  if (!data) return <MemberFrame>{null}</MemberFrame>;
  return (
    <MemberFrame>
      <Panel title={`连锁总部 · ${data.chain}`} extra={<Link to="/zhzx/ddgl">门店管理 / 切换门店采购</Link>}>
        <Descriptions size="small" bordered column={5}>
          <Descriptions.Item label="统计月份">{data.month}</Descriptions.Item>
          <Descriptions.Item label="门店本月采购">¥{data.totals.month_spend}</Descriptions.Item>
          <Descriptions.Item label="门店账期未还">{red(data.totals.owed)}</Descriptions.Item>
          <Descriptions.Item label="总部余额">¥{data.head_balance}</Descriptions.Item>
          <Descriptions.Item label="总部可用账期">¥{data.head_credit_available}</Descriptions.Item>
        </Descriptions>
      </Panel>
      <Panel title="门店总览（展开查看门店订单并代付）">
        <Table<StoreRow>
          size="small"
          bordered
          rowKey="user_id"
          pagination={false}
          dataSource={data.stores}
          expandable={{ expandedRowRender: (s) => <StoreOrders storeId={s.user_id} /> }}
          columns={[
            {
              title: '门店',
              render: (_, s) => (
                <>
                  <div>{s.company}</div>
                  <div style={{ color: '#999', fontSize: 12 }}>{s.address}</div>
                  <Space size={12} style={{ fontSize: 12 }}>
                    <Link to={`/zhzx/lszb/${s.user_id}/dzd`} aria-label={`${s.company}对账单`}>
                      门店对账单
                    </Link>
                    <Link to={`/zhzx/lszb/${s.user_id}/addr`} aria-label={`${s.company}收货地址`}>
                      收货地址
                    </Link>
                  </Space>
                </>
              ),
            },
            { title: '本月订单', dataIndex: 'month_orders', width: 80, align: 'right' },
            { title: '本月采购', width: 110, align: 'right', render: (_, s) => `¥${s.month_spend}` },
            { title: '月度采购额度', width: 170, render: (_, s) => <LimitCell store={s} /> },
            { title: '门店余额', width: 100, align: 'right', render: (_, s) => `¥${s.balance}` },
            { title: '账期未还', width: 100, align: 'right', render: (_, s) => `¥${s.owed}` },
            { title: '已逾期', width: 90, align: 'right', render: (_, s) => red(s.overdue) },
            { title: '待付款', dataIndex: 'unpaid_orders', width: 70, align: 'right' },
          ]}
        />
      </Panel>
    </MemberFrame>
  );
}
