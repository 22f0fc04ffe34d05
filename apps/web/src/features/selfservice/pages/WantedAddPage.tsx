import { Button, Form, Input, InputNumber } from 'antd';
import { useNavigate } from 'react-router';
import { Panel } from '../../../components/common/Panel';
import { MemberFrame } from '../../member';
import { useAddWanted } from '../api/feedback';
import type { z } from 'zod';
import type { WantedBodySchema } from '@shop/shared';
import { message } from '../../../lib/feedback';

/** The contract's fields; the price input gives a number, sent as yuan with two decimals. */
type Values = Omit<z.input<typeof WantedBodySchema>, 'price'> & { price?: number | null };

/** /pzqg/add (alias /zzfw_ppzq_add) 发布求购. */
export default function WantedAddPage() {
  const add = useAddWanted();
  const navigate = useNavigate();
  const onFinish = (v: Values) =>
    add.mutate(
      { ...v, price: v.price === undefined || v.price === null ? '' : v.price.toFixed(2) },
      {
        onSuccess: (r) => {
          message.success('求购信息已提交');
          void navigate(`/pzqg/info?id=${r.id}`);
        },
      },
    );
  return (
    <MemberFrame>
      <Panel title="发布求购">
        <Form<Values>
          labelCol={{ span: 4 }}
          wrapperCol={{ span: 12 }}
          onFinish={onFinish}
          initialValues={{ quantity: 10 }}
        >
          <Form.Item
            label="品种名称"
            name="name"
            rules={[{ required: true, min: 2, message: '请填写品种名称' }]}
          >
            <Input maxLength={50} placeholder="通用名或商品名，如：金刚藤胶囊" />
          </Form.Item>
          <Form.Item label="规格" name="spec">
            <Input maxLength={50} placeholder="如：0.5g*36粒" />
          </Form.Item>
          <Form.Item label="生产厂家" name="maker">
            <Input maxLength={60} placeholder="如：湖北福人药业股份有限公司" />
          </Form.Item>
          <Form.Item
            label="求购数量"
            name="quantity"
            rules={[{ required: true, message: '求购数量须为正整数' }]}
          >
            <InputNumber min={1} max={999999} precision={0} />
          </Form.Item>
          <Form.Item label="期望价格（元）" name="price">
            <InputNumber min={0} max={99999999} precision={2} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item label="备注" name="remark">
            <Input.TextArea rows={3} maxLength={200} showCount placeholder="如：需要近一年内生产批号" />
          </Form.Item>
          <Form.Item wrapperCol={{ offset: 4 }}>
            <Button type="primary" htmlType="submit" loading={add.isPending}>
              提交求购
            </Button>
            <Button style={{ marginLeft: 8 }} onClick={() => void navigate('/pzqg')}>
              返回列表
            </Button>
          </Form.Item>
        </Form>
      </Panel>
    </MemberFrame>
  );
}
