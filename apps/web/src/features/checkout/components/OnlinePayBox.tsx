import { QRCode, Spin } from 'antd';
import type { PayType } from '@shop/shared';

const NAME: Partial<Record<PayType, string>> = { wechat: '微信', alipay: '支付宝' };

/** The gateway's QR (the cashier URL) while the page polls the order every 2 s. */
export function OnlinePayBox({
  payType,
  cashierUrl,
  payable,
}: {
  payType: PayType;
  cashierUrl: string;
  payable: string;
}) {
  const name = NAME[payType] ?? '';
  return (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center', padding: 12, background: '#fafafa' }}>
      <QRCode value={cashierUrl} size={176} bordered aria-label={`${name}支付二维码`} />
      <div style={{ lineHeight: 2 }}>
        <div>
          请使用<strong>{name}</strong>扫一扫完成支付，应付{' '}
          <strong style={{ color: '#d4282d', fontSize: 18 }}>¥{payable}</strong>
        </div>
        <div>
          <Spin size="small" /> <span style={{ marginLeft: 6 }}>等待支付结果…支付完成后页面将自动跳转</span>
        </div>
        <div>
          无法扫码？
          <a href={cashierUrl} target="_blank" rel="noopener noreferrer">
            在新窗口打开{name}收银台
          </a>
        </div>
      </div>
    </div>
  );
}
