import { Radio } from 'antd';
import type { ConfirmResponse } from '@shop/shared';
import { Panel } from '../../../components/common/Panel';

type InvoiceOptions = ConfirmResponse['invoice'];

/** 发票信息: the company's title and tax number come from its qualification file, not typed here. */
export function InvoiceSection({
  invoice,
  value,
  onChange,
}: {
  invoice: InvoiceOptions;
  value: number;
  onChange: (type: number) => void;
}) {
  return (
    <Panel title="发票信息">
      <Radio.Group value={value} onChange={(e) => onChange(Number(e.target.value))} aria-label="发票类型">
        {invoice.options.map((o) => (
          <Radio key={o.type} value={o.type} disabled={o.type === 2 && !invoice.special_allowed}>
            {o.label}
          </Radio>
        ))}
      </Radio.Group>
      {value !== 0 && (
        <dl className="checkout-kv" style={{ margin: '8px 0 0', color: '#555' }}>
          <div>
            <dt style={{ display: 'inline' }}>发票抬头：</dt>
            <dd style={{ display: 'inline', margin: 0 }}>{invoice.title || '—'}</dd>
          </div>
          <div>
            <dt style={{ display: 'inline' }}>纳税人识别号：</dt>
            <dd style={{ display: 'inline', margin: 0 }}>{invoice.tax_no || '—'}</dd>
          </div>
        </dl>
      )}
      {!invoice.special_allowed && (
        <div style={{ color: '#999', marginTop: 6 }}>
          开具增值税专用发票需在“资质证件”中完善开票资料（抬头、税号）并通过审核。
        </div>
      )}
    </Panel>
  );
}
