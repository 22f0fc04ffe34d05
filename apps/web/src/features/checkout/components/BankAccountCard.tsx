import { Descriptions, Typography } from 'antd';
import type { BankAccount } from '@shop/shared';

/** 对公转账: where to send the money; the order stays 待确认到账 until the shop sees it. */
export function BankAccountCard({
  account,
  orderNo,
  payable,
}: {
  account: BankAccount;
  orderNo: string;
  payable: string;
}) {
  return (
    <Descriptions size="small" bordered column={1} styles={{ label: { width: 140 } }}>
      <Descriptions.Item label="收款单位">{account.account_name}</Descriptions.Item>
      <Descriptions.Item label="开户银行">{account.bank}</Descriptions.Item>
      <Descriptions.Item label="银行账号">
        <Typography.Text copyable strong>
          {account.account_no}
        </Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label="转账金额">
        <strong style={{ color: '#d4282d' }}>¥{payable}</strong>
      </Descriptions.Item>
      <Descriptions.Item label="转账附言">
        <Typography.Text copyable>{orderNo}</Typography.Text>
        <span style={{ color: '#888', marginLeft: 8 }}>{account.remark}</span>
      </Descriptions.Item>
    </Descriptions>
  );
}
