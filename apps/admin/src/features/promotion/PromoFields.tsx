import { Checkbox, ColorPicker, Form, Input, Radio, Select, Space } from 'antd';
import { ZONE_TEMPLATES, type PromoKind } from '@shop/shared';
import { GoodsPicker } from '../catalog';
import { Count, Money, RowList, Text, WindowFields, need } from './components/parts';
import { CampaignFields, CouponFields } from './fields/coupons';
import { CashbackFields, DrawFields, GroupBuyFields, PointsFields } from './fields/rewards';

const pickGoods = [{ required: true, message: '请选择商品' }];

function ManjianFields() {
  return (
    <>
      <Text name="name" label="活动名称" required />
      <Form.Item name="all_goods" valuePropName="checked">
        <Checkbox>全场商品参与</Checkbox>
      </Form.Item>
      <Form.Item name="goods_ids" label="参与商品">
        <GoodsPicker multiple />
      </Form.Item>
      <RowList
        name="tiers"
        addLabel="添加档位"
        row={(f) => (
          <>
            <Money name={[f.name, 'amount']} label="满" />
            <Money name={[f.name, 'reduce']} label="减" />
          </>
        )}
      />
    </>
  );
}

function FlashFields() {
  return (
    <>
      <Form.Item name="goods_id" label="商品" rules={pickGoods}>
        <GoodsPicker />
      </Form.Item>
      <Space wrap>
        <Money name="price" label="秒杀价" />
        <Count name="limit_per_buyer" label="每人限购（0不限）" min={0} />
      </Space>
    </>
  );
}

function SpecialFields() {
  return (
    <>
      <Space wrap>
        <Form.Item name="kind" label="类型">
          <Radio.Group
            options={[
              { value: 'daily_special', label: '每日特价' },
              { value: 'welfare', label: '福利价（9.4折）' },
            ]}
          />
        </Form.Item>
        <Text name="name" label="活动名称" />
      </Space>
      <Form.Item name="goods_ids" label="参与商品（留空为全场，仅折扣方式）">
        <GoodsPicker multiple />
      </Form.Item>
      <Space wrap>
        <Form.Item name="mode" label="定价方式">
          <Radio.Group
            options={[
              { value: 'rate', label: '折扣' },
              { value: 'fixed', label: '固定价' },
            ]}
          />
        </Form.Item>
        <Count name="rate_permille" label="折扣（‰，940 = 9.4折）" max={1000} />
        <Money name="price" label="特价" optional />
      </Space>
    </>
  );
}

function CombinationFields() {
  return (
    <>
      <Text name="name" label="组合名称" required />
      <RowList
        name="items"
        addLabel="添加商品"
        blank={{ number: 1 }}
        row={(f) => (
          <>
            <Form.Item name={[f.name, 'goods_id']} label="商品" rules={pickGoods} style={{ width: 320 }}>
              <GoodsPicker />
            </Form.Item>
            <Count name={[f.name, 'number']} label="数量" required />
            <Money name={[f.name, 'price']} label="组合单价" />
          </>
        )}
      />
    </>
  );
}

function GiftFields() {
  return (
    <>
      <Form.Item name="goods_id" label="购买商品" rules={pickGoods}>
        <GoodsPicker />
      </Form.Item>
      <Form.Item name="gift_goods_id" label="赠品（留空赠本品）">
        <GoodsPicker />
      </Form.Item>
      <Space wrap>
        <Count name="every" label="每满件数" required />
        <Count name="give" label="赠送件数" required />
        <Count name="max_total" label="最多赠送（留空不限）" />
        <Form.Item name="repeat" valuePropName="checked" label="累计">
          <Checkbox>可重复赠送</Checkbox>
        </Form.Item>
      </Space>
    </>
  );
}

function ZoneFields() {
  return (
    <>
      <Space wrap>
        <Form.Item name="template" label="模板">
          <Select
            style={{ width: 140 }}
            options={Object.entries(ZONE_TEMPLATES).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        <Text name="title" label="专区标题" required />
        <Text name="subtitle" label="副标题" max={60} />
        <Form.Item
          name="theme"
          label="主题色"
          getValueFromEvent={(c: { toHexString: () => string }) => c.toHexString()}
        >
          <ColorPicker />
        </Form.Item>
      </Space>
      <RowList
        name="sections"
        addLabel="添加栏目"
        blank={{ title: '', goods_ids: [] }}
        row={(f) => (
          <>
            <Form.Item name={[f.name, 'title']} label="栏目" rules={need('栏目标题')}>
              <Input />
            </Form.Item>
            <Form.Item name={[f.name, 'goods_ids']} label="商品" style={{ width: 440 }}>
              <GoodsPicker multiple />
            </Form.Item>
          </>
        )}
      />
    </>
  );
}

const FIELDS: Record<PromoKind, () => React.JSX.Element> = {
  coupon: CouponFields,
  campaign: CampaignFields,
  manjian: ManjianFields,
  flash: FlashFields,
  special: SpecialFields,
  combination: CombinationFields,
  gift: GiftFields,
  zone: ZoneFields,
  cashback: CashbackFields,
  points: PointsFields,
  draw: DrawFields,
  groupbuy: GroupBuyFields,
};

/** The fields of one promotion kind; the server checks the same rules (PROMO_INPUT_SCHEMAS). */
export function PromoFields({ kind }: { kind: PromoKind }) {
  const Fields = FIELDS[kind];
  return (
    <>
      <Fields />
      {kind === 'cashback' && (
        <Form.Item name="is_active" valuePropName="checked" label="状态">
          <Checkbox>启用</Checkbox>
        </Form.Item>
      )}
      {kind !== 'coupon' && kind !== 'cashback' && <WindowFields />}
    </>
  );
}
