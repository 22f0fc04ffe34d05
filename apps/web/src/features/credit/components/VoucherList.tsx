import { Table, Tag } from 'antd';
import type { Voucher } from '@shop/shared';

const COLOR = { submitted: 'processing', confirmed: 'success', rejected: 'error' } as const;

/** The buyer's vouchers with what finance found on the bank statement (never finance's own note). */
export function VoucherList({ list }: { list: Voucher[] }) {
  if (list.length === 0) return null;
  return (
    <Table<Voucher>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={list}
      style={{ marginTop: 12 }}
      columns={[
        {
          title: '提交时间',
          dataIndex: 'created_at',
          render: (v: string) => new Date(v).toLocaleString('zh-CN'),
        },
        {
          title: '用途',
          dataIndex: 'order_no',
          render: (v: string | null) => (v ? `订单 ${v}` : '账期还款'),
        },
        { title: '转账金额', dataIndex: 'amount', render: (v: string) => `¥${v}` },
        { title: '实收金额', dataIndex: 'received', render: (v: string | null) => (v ? `¥${v}` : '—') },
        {
          title: '状态',
          dataIndex: 'status',
          render: (s: Voucher['status'], r) => <Tag color={COLOR[s]}>{r.status_text}</Tag>,
        },
        {
          title: '说明',
          dataIndex: 'reject_reason',
          // Finance's reason for 未通过: the buyer fixes it and uploads a new voucher.
          render: (v: string) => (v ? <span style={{ color: '#cf1322' }}>{v}，请重新上传</span> : '—'),
        },
        {
          title: '凭证',
          dataIndex: 'file_url',
          render: (u: string) => (
            <a href={u} target="_blank" rel="noreferrer">
              查看
            </a>
          ),
        },
      ]}
    />
  );
}
