import { Alert, Form, Input, type FormInstance } from 'antd';
import { idCardError } from '../lib/idCard';
import { Panel } from '../../../components/common/Panel';

export interface PurchaserValues {
  purchaser_name: string;
  purchaser_id_no: string;
}

/**
 * 含麻黄碱类复方制剂: regulation requires recording who buys it, so these goods form their own order
 * (paid on /cart/hm) and the purchaser's name and ID number are collected before placing.
 */
export function PurchaserForm({ form }: { form: FormInstance<PurchaserValues> }) {
  return (
    <Panel title="购药人登记（含麻黄碱类药品）">
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 12 }}
        title="所选商品中含有麻黄碱类复方制剂，将单独生成一个订单并在单独页面支付；按规定须登记购药人实名信息。"
      />
      <Form form={form} layout="inline" requiredMark>
        <Form.Item
          name="purchaser_name"
          label="购药人姓名"
          rules={[
            { required: true, whitespace: true, message: '请输入购药人姓名' },
            { max: 20, message: '购买人姓名过长' },
          ]}
        >
          <Input placeholder="与身份证一致" maxLength={20} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item
          name="purchaser_id_no"
          label="身份证号"
          validateTrigger="onBlur"
          rules={[
            {
              required: true,
              validator: (_r, v: string | undefined) => {
                const err = idCardError(v ?? '');
                return err ? Promise.reject(new Error(err)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input placeholder="18位居民身份证号" maxLength={18} style={{ width: 240 }} />
        </Form.Item>
      </Form>
    </Panel>
  );
}
