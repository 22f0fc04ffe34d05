import { useRef } from 'react';
import dayjs from 'dayjs';
import {
  ModalForm,
  PageContainer,
  ProFormText,
  ProTable,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components';
import { Button, Popconfirm, Tag, Typography, message } from 'antd';
import type { AdminOnlineRefundRow } from '@shop/shared';
import { useCan } from '../../../lib/session';
import { fetchUnsettledRefunds, refundByBank, retryRefund } from '../api/finance-extra';

const STATE_COLOR: Record<AdminOnlineRefundRow['state'], string> = {
  failed: 'red',
  retrying: 'orange',
  stopped: 'volcano',
};

/**
 * 退款异常: online refunds (原路退款) the gateway refused or keeps failing. 重试 sends the same
 * refund number again (the gateway answers a refund it already made instead of making a second);
 * 银行退款 records that finance paid the buyer back by bank, and the gateway is never asked again.
 */
export function RefundsPage() {
  const ref = useRef<ActionType>(undefined);
  const can = useCan();
  const reload = () => void ref.current?.reload();
  const columns: ProColumns<AdminOnlineRefundRow>[] = [
    {
      title: '退款时间',
      dataIndex: 'created_at',
      width: 100,
      render: (_, r) => dayjs(r.created_at).format('MM-DD HH:mm'),
    },
    {
      // Order and buyer on two lines: the error keeps its room at 1280–1440 px.
      title: '订单号 / 客户',
      dataIndex: 'order_no',
      width: 240,
      render: (_, r) => (
        <>
          <div>{r.order_no}</div>
          <Typography.Text type="secondary" ellipsis={{ tooltip: r.company }} style={{ maxWidth: 224 }}>
            {r.company}
          </Typography.Text>
        </>
      ),
    },
    { title: '退款金额', dataIndex: 'amount', align: 'right', width: 90, render: (_, r) => `¥${r.amount}` },
    {
      title: '状态',
      dataIndex: 'state',
      width: 80,
      render: (_, r) => <Tag color={STATE_COLOR[r.state]}>{r.state_text}</Tag>,
    },
    { title: '最近错误', dataIndex: 'last_error', ellipsis: true },
    {
      title: '已尝试',
      dataIndex: 'attempts',
      align: 'right',
      width: 64,
      render: (_, r) => `${r.attempts} 次`,
    },
    {
      title: '下次重试',
      dataIndex: 'next_at',
      width: 100,
      render: (_, r) => (r.next_at ? dayjs(r.next_at).format('MM-DD HH:mm:ss') : '—'),
    },
    {
      title: '操作',
      valueType: 'option',
      width: 150,
      render: (_, r) =>
        can('aftersale.refund')
          ? [
              <Popconfirm
                key="retry"
                title="按原退款单号重新发送？"
                description="支付平台按退款单号去重，已退过的不会再退一次。"
                onConfirm={async () => {
                  await retryRefund(r.id);
                  void message.success('已重新发送退款，稍后刷新查看结果');
                  reload();
                }}
              >
                <Button size="small" type="primary">
                  重试
                </Button>
              </Popconfirm>,
              <ModalForm<{ bank_serial: string; note: string }>
                key="bank"
                title={`改为银行退款：${r.order_no}`}
                width={480}
                trigger={<Button size="small">银行退款</Button>}
                onFinish={async (v) => {
                  await refundByBank(r.id, v);
                  void message.success('已登记银行退款，该笔不再经支付平台退回');
                  reload();
                  return true;
                }}
              >
                <p>
                  请先在支付平台商户后台确认该笔（退款单号 {r.refund_no}）未退款，再把 ¥{r.amount} 转账退回{' '}
                  {r.company}，并填写转账的银行流水号。
                </p>
                <ProFormText
                  name="bank_serial"
                  label="银行流水号"
                  rules={[{ required: true, message: '请填写银行流水号' }]}
                />
                <ProFormText name="note" label="备注" />
              </ModalForm>,
            ]
          : [],
    },
  ];
  return (
    <PageContainer>
      <ProTable<AdminOnlineRefundRow>
        actionRef={ref}
        rowKey="id"
        size="small"
        search={false}
        columns={columns}
        headerTitle="原路退款失败或重试中"
        request={async (p) => {
          const r = await fetchUnsettledRefunds({ page: p.current, page_size: p.pageSize });
          return { data: r.list, total: r.total, success: true };
        }}
      />
    </PageContainer>
  );
}
