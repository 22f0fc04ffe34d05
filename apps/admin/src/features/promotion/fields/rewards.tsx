import { Form, Input, Select, Space } from 'antd';
import { DRAW_PRIZE_KINDS } from '@shop/shared';
import { GoodsPicker } from '../../catalog';
import { Count, Money, RowList, Text, need } from '../components/parts';
import { useCouponOptions } from './coupons';

const pickGoods = [{ required: true, message: '请选择商品' }];
const prizeKinds = Object.entries(DRAW_PRIZE_KINDS).map(([value, label]) => ({ value, label }));

/** 满额返现 (/hb): one tier; a month's received total earns the highest tier it reaches. */
export function CashbackFields() {
  return (
    <Space wrap>
      <Money name="threshold" label="当月确认收货满（元）" />
      <Count name="rate_permille" label="返现比例（‰，50 = 5%）" max={1000} required />
    </Space>
  );
}

/** 积分商城 (/jfsc): a goods for points, or points plus cash, from its own stock. */
export function PointsFields() {
  return (
    <>
      <Form.Item name="goods_id" label="商品" rules={pickGoods}>
        <GoodsPicker />
      </Form.Item>
      <Space wrap>
        <Count name="points" label="所需积分" required />
        <Money name="cash" label="加价金额（0为纯积分）" optional />
        <Count name="stock" label="兑换库存" min={0} required />
        <Count name="per_buyer" label="每人限兑（0不限）" min={0} />
        <Count name="sort" label="排序" min={0} />
      </Space>
    </>
  );
}

/** 幸运抽奖: prizes with their chance (weight) and stock, and how often each buyer may draw. */
export function DrawFields() {
  const coupons = useCouponOptions();
  return (
    <>
      <Space wrap>
        <Text name="title" label="抽奖标题" required />
        <Count name="max_per_buyer" label="每人可抽次数" max={100} required />
      </Space>
      <Form.Item name="rules" label="活动规则">
        <Input.TextArea rows={2} maxLength={1000} />
      </Form.Item>
      <RowList
        name="prizes"
        addLabel="添加奖品"
        blank={{ kind: 'coupon', weight: 1, stock: 10 }}
        row={(f) => (
          <>
            <Form.Item name={[f.name, 'id']} hidden>
              <Input />
            </Form.Item>
            <Form.Item name={[f.name, 'name']} label="奖品" rules={need('奖品名称')}>
              <Input maxLength={30} style={{ width: 130 }} />
            </Form.Item>
            <Form.Item name={[f.name, 'kind']} label="类型">
              <Select style={{ width: 100 }} options={prizeKinds} />
            </Form.Item>
            <Form.Item name={[f.name, 'coupon_id']} label="优惠券（券奖品）">
              <Select style={{ width: 200 }} allowClear options={coupons} />
            </Form.Item>
            <Count name={[f.name, 'points']} label="积分" min={0} />
            <Count name={[f.name, 'weight']} label="权重" required />
            <Count name={[f.name, 'stock']} label="库存" min={0} />
          </>
        )}
      />
    </>
  );
}

/** 拼团 (/ptzq): the group price, its size and stock; the deadline is the end of the window. */
export function GroupBuyFields() {
  return (
    <>
      <Form.Item name="goods_id" label="商品" rules={pickGoods}>
        <GoodsPicker />
      </Form.Item>
      <Text name="title" label="拼团标题" max={40} required />
      <Space wrap>
        <Money name="price" label="拼团价" />
        <Count name="group_size" label="成团人数" min={2} required />
        <Count name="stock" label="拼团库存" required />
        <Count name="per_buyer" label="每人限购" />
        <Count name="sort" label="排序" min={0} />
      </Space>
    </>
  );
}
