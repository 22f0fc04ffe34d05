import { useState } from 'react';
import { Button, InputNumber, QRCode, Radio, Result, Space, Spin } from 'antd';
import type { OnlineRepay } from '@shop/shared';
import { startOnlineRepay, useOnlineRepayQuery } from '../api/credit';

const NAME = { wechat: '微信', alipay: '支付宝' } as const;

/**
 * 在线还款: the chosen bills (none chosen: everything owed), the amount (less is a partial
 * repayment), then the gateway's QR while the page polls the trade until its notification arrived.
 */
export function OnlineRepayPanel({
  chosenIds,
  chosenOwed,
  totalOwed,
  onDone,
}: {
  chosenIds: number[];
  chosenOwed: string;
  totalOwed: string;
  onDone: () => void;
}) {
  const [payType, setPayType] = useState<'wechat' | 'alipay'>('wechat');
  const [amount, setAmount] = useState<number | null>(null);
  const [trade, setTrade] = useState<OnlineRepay | null>(null);
  const [opening, setOpening] = useState(false);
  const status = useOnlineRepayQuery(trade?.out_trade_no ?? null);
  const due = chosenIds.length > 0 ? chosenOwed : totalOwed;

  const finish = () => {
    setTrade(null);
    setAmount(null);
    onDone();
  };

  const open = async () => {
    setOpening(true);
    try {
      setTrade(
        await startOnlineRepay({
          pay_type: payType,
          receivable_ids: chosenIds,
          ...(amount !== null ? { amount: amount.toFixed(2) } : {}),
        }),
      );
    } catch {
      // Refusals (more than owed, bill already paid) were shown by the client's 温馨提示 alert.
    } finally {
      setOpening(false);
    }
  };

  if (trade && status.data?.status === 'paid') {
    return (
      <Result
        status="success"
        title={`还款成功 ¥${status.data.repaid}`}
        subTitle={
          status.data.to_balance !== '0.00'
            ? `账单已不足应还，¥${status.data.to_balance} 已转入账户余额`
            : '已冲抵所选账单，对账单中记为「在线还款」'
        }
        extra={<Button onClick={finish}>完成</Button>}
      />
    );
  }
  if (trade) {
    return (
      <div style={{ display: 'flex', gap: 24, alignItems: 'center', padding: 12, background: '#fafafa' }}>
        <QRCode
          value={trade.cashier_url}
          size={160}
          bordered
          aria-label={`${NAME[trade.pay_type]}还款二维码`}
        />
        <div style={{ lineHeight: 2 }}>
          <div>
            请使用<strong>{NAME[trade.pay_type]}</strong>扫一扫完成还款，还款金额{' '}
            <strong style={{ color: '#d4282d', fontSize: 18 }}>¥{trade.amount}</strong>
          </div>
          <div>
            <Spin size="small" /> <span style={{ marginLeft: 6 }}>等待支付结果…到账后自动冲抵账单</span>
          </div>
          <Space>
            <a href={trade.cashier_url} target="_blank" rel="noopener noreferrer">
              在新窗口打开{NAME[trade.pay_type]}收银台
            </a>
            <Button size="small" onClick={() => setTrade(null)}>
              返回修改
            </Button>
          </Space>
        </div>
      </div>
    );
  }
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <span>
        {chosenIds.length > 0
          ? `已选 ${chosenIds.length} 笔账单，应还 ¥${chosenOwed}`
          : `全部欠款 ¥${totalOwed}`}
      </span>
      <Radio.Group value={payType} onChange={(e) => setPayType(e.target.value as 'wechat' | 'alipay')}>
        <Radio value="wechat">微信支付</Radio>
        <Radio value="alipay">支付宝</Radio>
      </Radio.Group>
      <span>还款金额（元）</span>
      <InputNumber
        aria-label="在线还款金额"
        min={0.01}
        max={Number(due)}
        precision={2}
        value={amount}
        onChange={setAmount}
        placeholder={due}
      />
      <Button type="primary" loading={opening} onClick={() => void open()}>
        在线还款
      </Button>
    </Space>
  );
}
