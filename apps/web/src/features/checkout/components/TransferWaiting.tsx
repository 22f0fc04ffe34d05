import { Alert, Button } from 'antd';
import { Link } from 'react-router';
import type { PayInfo } from '@shop/shared';
import { BankAccountCard } from './BankAccountCard';
import { Panel } from '../../../components/common/Panel';
import { useVouchersQuery } from '../../credit';
import { VoucherForm } from '../../credit';
import { VoucherList } from '../../credit';

/** 对公转账 chosen: where to send the money; the order waits for finance to see it arrive. */
export function TransferWaiting({ info, onSwitch }: { info: PayInfo; onSwitch: () => void }) {
  const vouchers = useVouchersQuery(info.id);
  return (
    <Panel title="对公转账 · 待确认到账">
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title="订单已选择对公转账，财务确认到账后将安排发货。请按以下账户转账，并在附言中填写订单号。"
      />
      <BankAccountCard account={info.bank_account} orderNo={info.order_no} payable={info.payable} />
      {info.paid && info.paid !== '0.00' && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 12 }}
          title={`财务已确认到账 ¥${info.paid}，尚需支付 ¥${(Number(info.payable) - Number(info.paid)).toFixed(2)}`}
        />
      )}
      <div style={{ marginTop: 12 }}>
        <div style={{ marginBottom: 8, fontWeight: 600 }}>
          转账后请上传转账凭证（图片或PDF，不超过5MB），便于财务尽快核对：
        </div>
        <VoucherForm
          orderId={info.id}
          defaultAmount={(Number(info.payable) - Number(info.paid ?? '0')).toFixed(2)}
          onDone={() => void vouchers.refetch()}
        />
        <VoucherList list={vouchers.data ?? []} />
      </div>
      <div style={{ marginTop: 12, display: 'flex', gap: 16, alignItems: 'center' }}>
        <Link to={`/order/info/${info.id}`}>查看订单详情</Link>
        <Link to="/order">返回我的订单</Link>
        <Button size="small" onClick={onSwitch} style={{ marginLeft: 'auto' }}>
          改用其他方式支付
        </Button>
      </div>
    </Panel>
  );
}
