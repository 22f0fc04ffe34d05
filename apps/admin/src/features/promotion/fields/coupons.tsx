import { Divider, Form, Radio, Select, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { COMPANY_KINDS, type PromoRow } from '@shop/shared';
import { RegionSelect } from '../../../components/RegionSelect';
import { api } from '../../../lib/api';
import { Count, Money, Text } from '../components/parts';

const kindOptions = Object.entries(COMPANY_KINDS).map(([value, label]) => ({ value, label }));

/** The coupon designs, for a campaign or a draw prize to hand out. */
export function useCouponOptions() {
  const coupons = useQuery({
    queryKey: ['admin', 'promotions', 'coupon'],
    queryFn: () => api.get<PromoRow[]>('/promotions/coupon'),
  });
  return (coupons.data ?? []).map((c) => ({ value: c.id, label: `${c.name}（${c.summary}）` }));
}

/** 优惠券: the design (kind, rule, threshold, amount) that campaigns, prizes and wallets hand out. */
export function CouponFields() {
  return (
    <>
      <Text name="name" label="券名称" required />
      <Space wrap>
        <Form.Item name="kind" label="种类">
          <Radio.Group
            options={[
              { value: 'coupon', label: '优惠券' },
              { value: 'voucher', label: '现金券' },
            ]}
          />
        </Form.Item>
        <Form.Item name="rule_type" label="规则">
          <Radio.Group
            options={[
              { value: 'full_reduction', label: '满减' },
              { value: 'discount', label: '折扣' },
              { value: 'cash', label: '无门槛' },
            ]}
          />
        </Form.Item>
      </Space>
      <Space wrap>
        <Money name="threshold" label="使用门槛" />
        <Money name="amount" label="面额" />
        <Count name="rate_permille" label="折扣（‰，如 950 = 9.5折）" max={1000} />
        <Money name="max_discount" label="最高优惠" optional />
      </Space>
    </>
  );
}

/** 领券中心: stock, per-buyer limit, validity and who may claim a batch of one coupon. */
export function CampaignFields() {
  const coupons = useCouponOptions();
  return (
    <>
      <Form.Item name="coupon_id" label="优惠券" rules={[{ required: true, message: '请选择优惠券' }]}>
        <Select options={coupons} />
      </Form.Item>
      <Text name="title" label="活动标题" required />
      <Space wrap>
        <Count name="total" label="发放总量" required />
        <Count name="per_buyer" label="每人限领" max={100} />
        <Count name="valid_days" label="领取后有效天数" max={365} />
      </Space>
      <Divider plain titlePlacement="start" style={{ margin: '4px 0 8px' }}>
        可领取客户（都不填：所有已认证客户；指定客户不受类型和地区限制）
      </Divider>
      <Space wrap align="start">
        <Form.Item name="company_kinds" label="客户类型" style={{ width: 260 }}>
          <Select mode="multiple" allowClear placeholder="不限" options={kindOptions} />
        </Form.Item>
        <Form.Item name="provinces" label="地区（省、市或区县）" style={{ width: 320 }}>
          <RegionSelect multiple placeholder="不限" />
        </Form.Item>
      </Space>
      <Form.Item name="buyers" label="指定客户（账号，回车分隔）">
        <Select mode="tags" tokenSeparators={[',', '，', ' ']} placeholder="如 kangjian" open={false} />
      </Form.Item>
    </>
  );
}
