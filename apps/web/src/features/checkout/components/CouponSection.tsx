import { Radio, Tag } from 'antd';
import dayjs from 'dayjs';
import type { CouponOption } from '@shop/shared';
import { Panel } from '../../../components/common/Panel';
import { yuan } from '../../../lib/yuan';

interface Props {
  coupons: CouponOption[];
  /** 0 = none. */
  value: number;
  bestId: number | null;
  loading: boolean;
  onChange: (id: number) => void;
}

function Option({ c, best }: { c: CouponOption; best: boolean }) {
  return (
    <span>
      <Tag color={c.kind === 'voucher' ? 'orange' : 'red'}>{c.kind === 'voucher' ? '现金券' : '优惠券'}</Tag>
      <strong>{c.name}</strong>
      <span style={{ color: '#666', marginLeft: 8 }}>{c.rule_text}</span>
      {c.ends_at && (
        <span style={{ color: '#999', marginLeft: 8 }}>有效期至 {dayjs(c.ends_at).format('YYYY-MM-DD')}</span>
      )}
      {c.usable ? (
        <span style={{ color: '#d4282d', marginLeft: 8 }}>可省 {yuan(c.saving)}</span>
      ) : (
        <span style={{ color: '#999', marginLeft: 8 }}>{c.reason ?? '不满足使用条件'}</span>
      )}
      {best && (
        <Tag color="green" style={{ marginLeft: 8 }}>
          最优
        </Tag>
      )}
    </span>
  );
}

/** 优惠券 / 现金券: one per order; the server's best is preselected and its saving shown. */
export function CouponSection({ coupons, value, bestId, loading, onChange }: Props) {
  const usable = coupons.filter((c) => c.usable);
  return (
    <Panel title={`优惠券 / 现金券（${usable.length}张可用）`}>
      {coupons.length === 0 ? (
        <span style={{ color: '#999' }}>暂无可用的优惠券或现金券</span>
      ) : (
        <Radio.Group
          value={value}
          disabled={loading}
          onChange={(e) => onChange(Number(e.target.value))}
          aria-label="选择优惠券"
          style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
        >
          {coupons.map((c) => (
            <Radio key={c.id} value={c.id} disabled={!c.usable}>
              <Option c={c} best={c.id === bestId} />
            </Radio>
          ))}
          <Radio value={0}>不使用优惠券</Radio>
        </Radio.Group>
      )}
    </Panel>
  );
}
