import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageContainer } from '@ant-design/pro-components';
import {
  Button,
  Card,
  Checkbox,
  Col,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Skeleton,
  Tabs,
  message,
} from 'antd';
import { GOODS_SCOPES, OTC_TYPES, scopeLabel, type AdminGoodsInput } from '@shop/shared';
import { useGoodsDetail, useSaveGoods } from '../api/goods';
import { CategorySelect } from '../components/CategorySelect';
import { ImageUpload } from '../components/ImageUpload';
import { MakerSelect } from '../components/MakerSelect';
import { RichTextEditor } from '../components/RichTextEditor';
import { approvalNeededRule, approvalRule, barcodeRule, drugIdCodeRule, need } from '../components/rules';
import { PricePanel } from '../components/PricePanel';
import { GoodsLots } from '../../stock';

const half = { xs: 24, md: 12, xl: 8 };

/** 新建 / 编辑商品: every drug field, images, 说明书; prices and lots as tabs once it exists. */
export function GoodsEditPage() {
  const { id: raw } = useParams();
  const id = raw && raw !== 'new' ? Number(raw) : null;
  const { data } = useGoodsDetail(id);
  const save = useSaveGoods(id);
  const navigate = useNavigate();
  const [form] = Form.useForm<AdminGoodsInput>();
  useEffect(() => {
    if (data) form.setFieldsValue(data as unknown as AdminGoodsInput);
  }, [data, form]);

  const basic = (
    <Form
      form={form}
      layout="vertical"
      size="small"
      initialValues={{
        mid_pack: 1,
        big_pack: 1,
        min_qty: 1,
        scope: 'chemical',
        otc_type: '',
        shelf_life_months: 24,
        is_buy: true,
        traced: true,
        images: [],
      }}
      onFinish={(v) =>
        save.mutate(v, {
          onSuccess: (r) => {
            message.success(id === null ? '商品已创建' : '商品已保存');
            if (id === null) void navigate(`/goods/${r.id}`, { replace: true });
          },
        })
      }
    >
      <Card size="small" title="药品信息" style={{ marginBottom: 12 }}>
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item name="generic_name" label="通用名" rules={[need('通用名')]}>
              <Input placeholder="如 阿莫西林胶囊" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="trade_name" label="商品名">
              <Input placeholder="如 阿莫仙（无则留空）" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="ypgg" label="规格" rules={[need('规格')]}>
              <Input placeholder="如 0.25g*24粒" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="dosage_form" label="剂型" rules={[need('剂型')]}>
              <Input placeholder="如 胶囊剂" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="bzdw" label="包装单位" rules={[need('包装单位')]}>
              <Input placeholder="盒 / 瓶 / 袋" />
            </Form.Item>
          </Col>
          <Col xs={8} xl={3}>
            <Form.Item name="mid_pack" label="中包装">
              <InputNumber min={1} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={8} xl={3}>
            <Form.Item name="big_pack" label="件装">
              <InputNumber min={1} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={8} xl={2}>
            <Form.Item name="min_qty" label="起订量">
              <InputNumber min={1} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="manufacturer_id" label="生产厂家" rules={[need('生产厂家')]}>
              <MakerSelect initialLabel={data?.sccj} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="approval_no"
              label="批准文号"
              dependencies={['scope']}
              rules={[approvalNeededRule, approvalRule]}
            >
              <Input placeholder="国药准字H20013456" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="barcode" label="条形码（EAN-13）" rules={[barcodeRule]}>
              <Input maxLength={13} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="drug_id_code"
              label="药品标识码（追溯码前7位）"
              rules={[drugIdCodeRule]}
              extra="追溯的商品须填写，否则复核时无法扫码"
            >
              <Input maxLength={7} placeholder="如 8100012" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="category_id" label="分类" rules={[need('分类')]}>
              <CategorySelect />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="scope" label="经营范围类别">
              <Select options={GOODS_SCOPES.map((s) => ({ value: s, label: scopeLabel(s) }))} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="otc_type" label="OTC类别">
              <Select options={OTC_TYPES.map((o) => ({ value: o, label: o || '非OTC' }))} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="标记" style={{ marginBottom: 0 }}>
              <Form.Item name="is_prescription" valuePropName="checked" noStyle>
                <Checkbox>处方药</Checkbox>
              </Form.Item>
              <Form.Item name="is_ephedrine" valuePropName="checked" noStyle>
                <Checkbox>含麻黄碱</Checkbox>
              </Form.Item>
              <Form.Item name="is_buy" valuePropName="checked" noStyle>
                <Checkbox>上架销售</Checkbox>
              </Form.Item>
              <Form.Item name="traced" valuePropName="checked" noStyle>
                <Checkbox>追溯（复核扫追溯码）</Checkbox>
              </Form.Item>
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="storage" label="贮藏条件">
              <Input placeholder="密封，置阴凉干燥处" />
            </Form.Item>
          </Col>
          <Col xs={12} xl={4}>
            <Form.Item name="shelf_life_months" label="有效期（月）">
              <InputNumber min={1} max={120} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={6} xl={2}>
            <Form.Item name="base_price" label="供货价" rules={[need('供货价')]}>
              <Input prefix="¥" />
            </Form.Item>
          </Col>
          <Col xs={6} xl={2}>
            <Form.Item name="retail_price" label="零售价" rules={[need('建议零售价')]}>
              <Input prefix="¥" />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card size="small" title="图片（第一张为主图）" style={{ marginBottom: 12 }}>
        <Form.Item name="images" noStyle>
          <ImageUpload />
        </Form.Item>
      </Card>
      <Card size="small" title="说明书" style={{ marginBottom: 12 }}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="indications" label="功能主治 / 适应症">
              <Input.TextArea rows={3} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="usage" label="用法用量">
              <Input.TextArea rows={3} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="instructions" label="说明书全文">
          <RichTextEditor />
        </Form.Item>
      </Card>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {id === null ? '创建商品' : '保存'}
      </Button>
    </Form>
  );

  return (
    <PageContainer
      title={id === null ? '新建商品' : (data?.name ?? '编辑商品')}
      onBack={() => void navigate('/goods')}
    >
      {id === null ? (
        basic
      ) : (
        <Tabs
          items={[
            { key: 'basic', label: '基本信息', children: data ? basic : <Skeleton active /> },
            { key: 'price', label: '价格与控销', children: <PricePanel goodsId={id} /> },
            { key: 'lots', label: '批次库存', children: <GoodsLots goodsId={id} /> },
          ]}
        />
      )}
    </PageContainer>
  );
}
