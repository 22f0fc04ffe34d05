import { useState } from 'react';
import { Button, Descriptions, Input, Select, Space, Table, Tag, message } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { Statement } from '@shop/shared';
import { Panel } from '../../../components/common/Panel';
import { MemberFrame } from '../../member';
import { replyStatement, statementDownloadUrl, statementKey, useStatementQuery } from '../api/credit';

type Line = Statement['lines'][number];
const signed = (v: string) => (v === '0.00' ? '' : v.startsWith('-') ? v : `+${v}`);

/** /wdqb/dzd 对账单: one month, opening to closing, downloads, and the buyer's confirmation. */
export default function StatementPage() {
  const qc = useQueryClient();
  const [month, setMonth] = useState<string | undefined>(undefined);
  const [note, setNote] = useState('');
  const { data } = useStatementQuery(month);
  if (!data) return <MemberFrame>{null}</MemberFrame>;
  const reply = async (status: 'confirmed' | 'disputed') => {
    await replyStatement({ month: data.month, status, note });
    void message.success(status === 'confirmed' ? '对账单已确认' : '异议已提交，财务将与您联系');
    await qc.invalidateQueries({ queryKey: statementKey(month) });
  };
  return (
    <MemberFrame>
      <Panel
        title={`对账单 ${data.month}`}
        extra={
          <Space>
            <Select
              size="small"
              value={data.month}
              onChange={setMonth}
              options={data.months.map((m) => ({ value: m, label: m }))}
              aria-label="月份"
            />
            <a href={statementDownloadUrl(data.month, 'pdf')}>下载PDF</a>
            <a href={statementDownloadUrl(data.month, 'xlsx')}>下载Excel</a>
          </Space>
        }
      >
        <Descriptions size="small" column={3} bordered style={{ marginBottom: 12 }}>
          <Descriptions.Item label="期初余额">¥{data.opening.balance}</Descriptions.Item>
          <Descriptions.Item label="期初账期欠款">¥{data.opening.owed}</Descriptions.Item>
          <Descriptions.Item label="状态">
            <Tag
              color={
                data.status === 'confirmed' ? 'success' : data.status === 'disputed' ? 'error' : 'default'
              }
            >
              {data.status_text}
            </Tag>
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
            { title: '时间', dataIndex: 'at', render: (v: string) => new Date(v).toLocaleString('zh-CN') },
            { title: '摘要', dataIndex: 'text' },
            { title: '订单号', dataIndex: 'order_no' },
            { title: '金额', dataIndex: 'amount', render: (v: string) => (v === '0.00' ? '' : `¥${v}`) },
            { title: '余额变动', dataIndex: 'balance_delta', render: signed },
            { title: '欠款变动', dataIndex: 'owed_delta', render: signed },
          ]}
        />
        <Space style={{ marginTop: 12 }}>
          <Input
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={200}
            placeholder="有异议时请说明哪一笔不对"
            style={{ width: 320 }}
          />
          <Button type="primary" onClick={() => void reply('confirmed')}>
            确认无误
          </Button>
          <Button danger onClick={() => void reply('disputed')}>
            提出异议
          </Button>
        </Space>
      </Panel>
    </MemberFrame>
  );
}
