import { useState } from 'react';
import dayjs from 'dayjs';
import { Alert, Button, Descriptions, InputNumber, Space, Table, Tag, message } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { fenToYuan, yuanToFen, type Receivable } from '@shop/shared';
import { Panel } from '../../../components/common/Panel';
import { MemberFrame } from '../../member';
import { creditKey, repayFromBalance, useCreditQuery, useVouchersQuery, vouchersKey } from '../api/credit';
import { VoucherForm } from '../components/VoucherForm';
import { VoucherList } from '../components/VoucherList';
import { OnlineRepayPanel } from '../components/OnlineRepayPanel';

/** A bill due within a week is flagged before it turns overdue (and blocks new credit orders). */
function DueTag({ dueOn, overdue }: { dueOn: string; overdue: boolean }) {
  if (overdue) return <Tag color="error">{dueOn} 已逾期</Tag>;
  const days = dayjs(dueOn).diff(dayjs().format('YYYY-MM-DD'), 'day');
  return days <= 7 ? (
    <Tag color="warning">{`${dueOn} ${days === 0 ? '今日到期' : `${days}天后到期`}`}</Tag>
  ) : (
    dueOn
  );
}

/** /wdqb/zq 我的账期: limit, what is owed and when, and repaying it. */
export default function CreditPage() {
  const qc = useQueryClient();
  const { data } = useCreditQuery();
  const vouchers = useVouchersQuery();
  const [amount, setAmount] = useState<number | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: creditKey });
    void qc.invalidateQueries({ queryKey: vouchersKey() });
  };
  if (!data) return <MemberFrame>{null}</MemberFrame>;
  const owed = Number(data.used);
  const chosenOwed = fenToYuan(
    data.receivables
      .filter((r) => chosen.includes(r.id))
      .reduce((a, r) => a + (yuanToFen(r.outstanding) ?? 0), 0),
  );
  return (
    <MemberFrame>
      <Panel title="我的账期">
        {!data.enabled && (
          <Alert type="info" showIcon title="尚未开通账期。如需先货后款，请联系您的客户经理申请授信。" />
        )}
        {data.blocked_reason && data.enabled && (
          <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={data.blocked_reason} />
        )}
        {data.enabled && (
          <Descriptions size="small" column={5} bordered>
            <Descriptions.Item label="授信额度">¥{data.limit}</Descriptions.Item>
            <Descriptions.Item label="账期">{data.term_days} 天</Descriptions.Item>
            <Descriptions.Item label="未还金额">¥{data.used}</Descriptions.Item>
            <Descriptions.Item label="可用额度">¥{data.available}</Descriptions.Item>
            <Descriptions.Item label="已逾期">
              <span style={{ color: Number(data.overdue) > 0 ? '#d4282d' : undefined }}>¥{data.overdue}</span>
            </Descriptions.Item>
          </Descriptions>
        )}
      </Panel>
      {data.receivables.length > 0 && (
        <Panel title="未还账款（勾选账单在线还款；未勾选时按到期日先冲抵最早到期的）">
          <Table<Receivable>
            size="small"
            rowKey="id"
            rowSelection={{ selectedRowKeys: chosen, onChange: (keys) => setChosen(keys.map(Number)) }}
            pagination={false}
            dataSource={data.receivables}
            columns={[
              { title: '订单号', dataIndex: 'order_no' },
              { title: '应还', dataIndex: 'amount', render: (v: string) => `¥${v}` },
              { title: '已还', dataIndex: 'repaid', render: (v: string) => `¥${v}` },
              { title: '未还', dataIndex: 'outstanding', render: (v: string) => `¥${v}` },
              {
                title: '到期日',
                dataIndex: 'due_on',
                render: (v: string, r) => <DueTag dueOn={v} overdue={r.overdue} />,
              },
            ]}
          />
        </Panel>
      )}
      {owed > 0 && (
        <Panel title="还款">
          <OnlineRepayPanel
            chosenIds={chosen}
            chosenOwed={chosenOwed}
            totalOwed={data.used}
            onDone={() => {
              setChosen([]);
              refresh();
            }}
          />
          <Space style={{ marginBottom: 16 }}>
            <span>余额还款（元）</span>
            <InputNumber
              min={0.01}
              max={owed}
              precision={2}
              value={amount}
              onChange={setAmount}
              placeholder={data.used}
            />
            <Button
              onClick={async () => {
                await repayFromBalance(String(amount ?? owed));
                void message.success('还款成功');
                setAmount(null);
                refresh();
              }}
            >
              余额还款
            </Button>
          </Space>
          <div style={{ marginBottom: 8, color: '#666' }}>
            或转账到公司对公账户后上传转账凭证，财务确认到账后冲抵欠款：
          </div>
          <VoucherForm orderId={0} defaultAmount={data.used} onDone={refresh} />
        </Panel>
      )}
      {vouchers.data && vouchers.data.length > 0 && (
        <Panel title="我的转账凭证">
          <VoucherList list={vouchers.data} />
        </Panel>
      )}
    </MemberFrame>
  );
}
