import {
  Button,
  Checkbox,
  Col,
  ColorPicker,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Space,
} from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { ZONE_TEMPLATES, type PromoKind, type PromoRow } from '@shop/shared';
import { api } from '../../lib/api';
import { GoodsPicker } from '../catalog/components/GoodsPicker';

const need = (label: string) => [{ required: true, message: `请输入${label}` }];
const money = (name: string | (string | number)[], label: string, extra?: object) => (
  <Form.Item name={name} label={label} rules={need(label)} {...extra}>
    <Input prefix="¥" style={{ width: 130 }} />
  </Form.Item>
);

/** The fields of one promotion kind; the server checks the same rules (PROMO_INPUT_SCHEMAS). */
export function PromoFields({ kind }: { kind: PromoKind }) {
  const coupons = useQuery({
    queryKey: ['admin', 'promotions', 'coupon'],
    queryFn: () => api.get<PromoRow[]>('/promotions/coupon'),
    enabled: kind === 'campaign',
  });
  const window = kind !== 'coupon' && (
    <Space wrap>
      <Form.Item name="range" label="活动时间（留空为不限）">
        <DatePicker.RangePicker showTime allowEmpty={[true, true]} />
      </Form.Item>
      <Form.Item name="is_active" valuePropName="checked" label="状态">
        <Checkbox>上线</Checkbox>
      </Form.Item>
    </Space>
  );
  switch (kind) {
    case 'coupon':
      return (
        <>
          <Form.Item name="name" label="券名称" rules={need('券名称')}>
            <Input maxLength={30} />
          </Form.Item>
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
            {money('threshold', '使用门槛')}
            {money('amount', '面额')}
            <Form.Item name="rate_permille" label="折扣（‰，如 950 = 9.5折）">
              <InputNumber min={1} max={1000} />
            </Form.Item>
            <Form.Item name="max_discount" label="最高优惠">
              <Input prefix="¥" style={{ width: 130 }} />
            </Form.Item>
          </Space>
        </>
      );
    case 'campaign':
      return (
        <>
          <Form.Item name="coupon_id" label="优惠券" rules={[{ required: true, message: '请选择优惠券' }]}>
            <Select
              options={(coupons.data ?? []).map((c) => ({ value: c.id, label: `${c.name}（${c.summary}）` }))}
            />
          </Form.Item>
          <Form.Item name="title" label="活动标题" rules={need('活动标题')}>
            <Input maxLength={30} />
          </Form.Item>
          <Space wrap>
            <Form.Item name="total" label="发放总量" rules={need('发放总量')}>
              <InputNumber min={1} />
            </Form.Item>
            <Form.Item name="per_buyer" label="每人限领">
              <InputNumber min={1} max={100} />
            </Form.Item>
            <Form.Item name="valid_days" label="领取后有效天数">
              <InputNumber min={1} max={365} />
            </Form.Item>
          </Space>
          {window}
        </>
      );
    case 'manjian':
      return (
        <>
          <Form.Item name="name" label="活动名称" rules={need('活动名称')}>
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item name="all_goods" valuePropName="checked">
            <Checkbox>全场商品参与</Checkbox>
          </Form.Item>
          <Form.Item name="goods_ids" label="参与商品">
            <GoodsPicker multiple />
          </Form.Item>
          <Form.List name="tiers">
            {(fields, { add, remove }) => (
              <>
                {fields.map((f) => (
                  <Space key={f.key} align="baseline">
                    {money([f.name, 'amount'], '满')}
                    {money([f.name, 'reduce'], '减')}
                    <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(f.name)} />
                  </Space>
                ))}
                <Button
                  size="small"
                  icon={<PlusOutlined />}
                  onClick={() => add()}
                  style={{ marginBottom: 12 }}
                >
                  添加档位
                </Button>
              </>
            )}
          </Form.List>
          {window}
        </>
      );
    case 'flash':
      return (
        <>
          <Form.Item name="goods_id" label="商品" rules={[{ required: true, message: '请选择商品' }]}>
            <GoodsPicker />
          </Form.Item>
          <Space wrap>
            {money('price', '秒杀价')}
            <Form.Item name="limit_per_buyer" label="每人限购（0不限）">
              <InputNumber min={0} />
            </Form.Item>
          </Space>
          {window}
        </>
      );
    case 'special':
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
            <Form.Item name="name" label="活动名称">
              <Input maxLength={30} />
            </Form.Item>
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
            <Form.Item name="rate_permille" label="折扣（‰，940 = 9.4折）">
              <InputNumber min={1} max={1000} />
            </Form.Item>
            <Form.Item name="price" label="特价">
              <Input prefix="¥" style={{ width: 130 }} />
            </Form.Item>
          </Space>
          {window}
        </>
      );
    case 'combination':
      return (
        <>
          <Form.Item name="name" label="组合名称" rules={need('组合名称')}>
            <Input maxLength={30} />
          </Form.Item>
          <Form.List name="items">
            {(fields, { add, remove }) => (
              <>
                {fields.map((f) => (
                  <Row key={f.key} gutter={8} align="bottom">
                    <Col span={12}>
                      <Form.Item
                        name={[f.name, 'goods_id']}
                        label="商品"
                        rules={[{ required: true, message: '请选择商品' }]}
                      >
                        <GoodsPicker />
                      </Form.Item>
                    </Col>
                    <Col span={4}>
                      <Form.Item name={[f.name, 'number']} label="数量" rules={need('数量')}>
                        <InputNumber min={1} />
                      </Form.Item>
                    </Col>
                    <Col span={6}>{money([f.name, 'price'], '组合单价')}</Col>
                    <Col span={2}>
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        onClick={() => remove(f.name)}
                        style={{ marginBottom: 24 }}
                      />
                    </Col>
                  </Row>
                ))}
                <Button
                  size="small"
                  icon={<PlusOutlined />}
                  onClick={() => add({ number: 1 })}
                  style={{ marginBottom: 12 }}
                >
                  添加商品
                </Button>
              </>
            )}
          </Form.List>
          {window}
        </>
      );
    case 'gift':
      return (
        <>
          <Form.Item name="goods_id" label="购买商品" rules={[{ required: true, message: '请选择商品' }]}>
            <GoodsPicker />
          </Form.Item>
          <Form.Item name="gift_goods_id" label="赠品（留空赠本品）">
            <GoodsPicker />
          </Form.Item>
          <Space wrap>
            <Form.Item name="every" label="每满件数" rules={need('每满件数')}>
              <InputNumber min={1} />
            </Form.Item>
            <Form.Item name="give" label="赠送件数" rules={need('赠送件数')}>
              <InputNumber min={1} />
            </Form.Item>
            <Form.Item name="max_total" label="最多赠送（留空不限）">
              <InputNumber min={1} />
            </Form.Item>
            <Form.Item name="repeat" valuePropName="checked" label="累计">
              <Checkbox>可重复赠送</Checkbox>
            </Form.Item>
          </Space>
          {window}
        </>
      );
    case 'zone':
      return (
        <>
          <Space wrap>
            <Form.Item name="template" label="模板">
              <Select
                style={{ width: 140 }}
                options={Object.entries(ZONE_TEMPLATES).map(([value, label]) => ({ value, label }))}
              />
            </Form.Item>
            <Form.Item name="title" label="专区标题" rules={need('专区标题')}>
              <Input maxLength={30} />
            </Form.Item>
            <Form.Item name="subtitle" label="副标题">
              <Input maxLength={60} />
            </Form.Item>
            <Form.Item
              name="theme"
              label="主题色"
              getValueFromEvent={(c: { toHexString: () => string }) => c.toHexString()}
            >
              <ColorPicker />
            </Form.Item>
          </Space>
          <Form.List name="sections">
            {(fields, { add, remove }) => (
              <>
                {fields.map((f) => (
                  <Row key={f.key} gutter={8} align="bottom">
                    <Col span={6}>
                      <Form.Item name={[f.name, 'title']} label="栏目" rules={need('栏目标题')}>
                        <Input />
                      </Form.Item>
                    </Col>
                    <Col span={16}>
                      <Form.Item name={[f.name, 'goods_ids']} label="商品">
                        <GoodsPicker multiple />
                      </Form.Item>
                    </Col>
                    <Col span={2}>
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        onClick={() => remove(f.name)}
                        style={{ marginBottom: 24 }}
                      />
                    </Col>
                  </Row>
                ))}
                <Button
                  size="small"
                  icon={<PlusOutlined />}
                  onClick={() => add({ title: '', goods_ids: [] })}
                  style={{ marginBottom: 12 }}
                >
                  添加栏目
                </Button>
              </>
            )}
          </Form.List>
          {window}
        </>
      );
  }
}
