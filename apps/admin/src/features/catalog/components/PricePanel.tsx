import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Skeleton,
  Space,
  message,
} from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { COMPANY_KINDS, type AdminPriceInput } from '@shop/shared';
import { RegionSelect } from '../../../components/RegionSelect';
import { previewPrice, usePrices, useSavePrices, type Preview } from '../api/goods';
import { need, yuanRule } from './rules';

const kindOptions = Object.entries(COMPANY_KINDS).map(([value, label]) => ({ value, label }));

/** 价格与控销 of one goods, with the engine's preview of a sample cart. */
export function PricePanel({ goodsId }: { goodsId: number }) {
  const { data } = usePrices(goodsId);
  const save = useSavePrices(goodsId);
  const [form] = Form.useForm<AdminPriceInput>();
  const [qty, setQty] = useState<number>(10);
  const [preview, setPreview] = useState<Preview | null>(null);
  const controlled = Form.useWatch('is_controlled', form);
  useEffect(() => {
    if (data) form.setFieldsValue(data as unknown as AdminPriceInput);
  }, [data, form]);
  // Until the saved prices arrive there is no form: a row added before the load would be
  // overwritten by it and silently lost.
  if (!data) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <Row gutter={16}>
      <Col xs={24} xl={15}>
        <Form
          form={form}
          layout="vertical"
          size="small"
          onFinish={(v) => save.mutate(v, { onSuccess: () => void message.success('价格已保存') })}
        >
          <Card size="small" title="价格" style={{ marginBottom: 12 }}>
            <Space align="start" wrap>
              <Form.Item name="base_price" label="供货价" rules={[need('供货价'), yuanRule]}>
                <Input prefix="¥" style={{ width: 120 }} />
              </Form.Item>
              <Form.Item name="retail_price" label="建议零售价" rules={[need('建议零售价'), yuanRule]}>
                <Input prefix="¥" style={{ width: 120 }} />
              </Form.Item>
              <Form.Item name="ladder_price_type" label="阶梯类型">
                <Radio.Group
                  options={[
                    { value: 2, label: '满N件（数量越多越便宜）' },
                    { value: 1, label: '≤N件（每档为上限）' },
                  ]}
                />
              </Form.Item>
            </Space>
            <Form.List name="ladders">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((f) => (
                    <Space key={f.key} align="baseline">
                      <Form.Item name={[f.name, 'number']} rules={[need('数量')]}>
                        <InputNumber min={1} addonAfter={data?.bzdw ?? '件'} placeholder="数量" />
                      </Form.Item>
                      <Form.Item name={[f.name, 'price']} rules={[need('阶梯价'), yuanRule]}>
                        <Input prefix="¥" placeholder="单价" style={{ width: 120 }} />
                      </Form.Item>
                      <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(f.name)} />
                    </Space>
                  ))}
                  <Button
                    size="small"
                    icon={<PlusOutlined />}
                    onClick={() => add()}
                    disabled={fields.length >= 10}
                  >
                    添加阶梯价
                  </Button>
                </>
              )}
            </Form.List>
          </Card>
          <Card
            size="small"
            title="客户价（指定客户 > 类型+地区 > 类型 > 地区，最具体的一条生效）"
            style={{ marginBottom: 12 }}
          >
            <Form.List name="customer_prices">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((f) => (
                    <Space key={f.key} align="baseline">
                      <Form.Item name={[f.name, 'company_id']} tooltip="指定客户价：只给这一家企业">
                        <InputNumber placeholder="指定企业ID" min={1} precision={0} style={{ width: 110 }} />
                      </Form.Item>
                      <Form.Item name={[f.name, 'company_kind']}>
                        <Select
                          style={{ width: 120 }}
                          options={[{ value: '', label: '全部类型' }, ...kindOptions]}
                        />
                      </Form.Item>
                      <Form.Item name={[f.name, 'province']}>
                        <RegionSelect style={{ width: 150 }} />
                      </Form.Item>
                      <Form.Item name={[f.name, 'price']} rules={[need('客户价'), yuanRule]}>
                        <Input prefix="¥" style={{ width: 110 }} />
                      </Form.Item>
                      <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(f.name)} />
                    </Space>
                  ))}
                  <Button
                    size="small"
                    icon={<PlusOutlined />}
                    onClick={() => add({ company_kind: '', province: '' })}
                  >
                    添加客户价
                  </Button>
                </>
              )}
            </Form.List>
          </Card>
          <Card size="small" title="控销规则（谁可以看到并购买）" style={{ marginBottom: 12 }}>
            <Form.Item name="is_controlled" valuePropName="checked">
              <Checkbox>控销商品：仅下列任一条件的客户可购买</Checkbox>
            </Form.Item>
            {controlled === true && (
              <Row gutter={12}>
                <Col span={12}>
                  <Form.Item name={['control', 'provinces']} label="可购地区">
                    <RegionSelect multiple />
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item name={['control', 'company_kinds']} label="可购客户类型">
                    <Select mode="multiple" options={kindOptions} />
                  </Form.Item>
                </Col>
                <Col span={24}>
                  <Form.Item name={['control', 'note']} label="控销说明（前台展示）">
                    <Input placeholder="如 厂家区域保护，仅限浙江、江苏客户" />
                  </Form.Item>
                </Col>
              </Row>
            )}
          </Card>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存价格
          </Button>
        </Form>
      </Col>
      <Col xs={24} xl={9}>
        <Card size="small" title="价格预览（购物车计价引擎）">
          <Space>
            <InputNumber
              min={1}
              value={qty}
              onChange={(v) => setQty(v ?? 1)}
              addonAfter={data?.bzdw ?? '件'}
            />
            <Button onClick={() => void previewPrice(goodsId, qty).then(setPreview)}>试算</Button>
          </Space>
          {preview && (
            <Descriptions size="small" column={1} style={{ marginTop: 12 }} bordered>
              <Descriptions.Item label="成交单价">¥{preview.unit_price}</Descriptions.Item>
              <Descriptions.Item label="满减">¥{preview.manjian}</Descriptions.Item>
              <Descriptions.Item label="应付合计">
                <b style={{ color: '#c9252b' }}>¥{preview.total}</b>
              </Descriptions.Item>
              <Descriptions.Item label="较供货价节省">¥{preview.saved}</Descriptions.Item>
            </Descriptions>
          )}
          {preview && preview.notes.length > 0 && (
            <Alert style={{ marginTop: 8 }} type="info" message={preview.notes.join('；')} />
          )}
          <div style={{ color: '#999', fontSize: 12, marginTop: 8 }}>
            按已保存的价格与进行中的促销计算，以资质已审核的客户为例。
          </div>
        </Card>
      </Col>
    </Row>
  );
}
