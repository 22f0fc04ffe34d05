import { Descriptions, Table, Tag } from 'antd';
import type { Statement } from '@shop/shared';

type Line = Statement['lines'][number];
const signed = (v: string) => (v === '0.00' ? '' : v.startsWith('-') ? v : `+${v}`);
const statusColor = (s: Statement['status']) =>
  s === 'confirmed' ? 'success' : s === 'disputed' ? 'error' : 'default';

/**
 * One month of a buyer's 对账单, opening to closing with every money movement between: the buyer's
 * own statement page and the head office's view of a store's statement show the same sheet.
 */
export function StatementSheet({ data }: { data: Statement }) {
  return (
    <>
      <Descriptions size="small" column={3} bordered style={{ marginBottom: 12 }}>
        <Descriptions.Item label="期初余额">¥{data.opening.balance}</Descriptions.Item>
        <Descriptions.Item label="期初账期欠款">¥{data.opening.owed}</Descriptions.Item>
        <Descriptions.Item label="状态">
          <Tag color={statusColor(data.status)}>{data.status_text}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="期末余额">¥{data.closing.balance}</Descriptions.Item>
        <Descriptions.Item label="期末账期欠款">¥{data.closing.owed}</Descriptions.Item>
        <Descriptions.Item label="说明">{data.reply_note || '—'}</Descriptions.Item>
      </Descriptions>
      <Table<Line>
        size="small"
        rowKey={(l, i) => `${l.at}-${i ?? 0}`}
        pagination={false}
        dataSource={data.lines}
        locale={{ emptyText: '本月没有资金往来' }}
        columns={[
          {
            title: '时间',
            dataIndex: 'at',
            render: (v: string) => new Date(v).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai' }),
          },
          { title: '摘要', dataIndex: 'text' },
          { title: '订单号', dataIndex: 'order_no' },
          { title: '金额', dataIndex: 'amount', render: (v: string) => (v === '0.00' ? '' : `¥${v}`) },
          { title: '余额变动', dataIndex: 'balance_delta', render: signed },
          { title: '欠款变动', dataIndex: 'owed_delta', render: signed },
        ]}
      />
    </>
  );
}
