import { Col, Form, Input, Row } from 'antd';
import { InvoiceProfileBodySchema } from '@shop/shared';
import { zodRule } from '../../account';

const F = InvoiceProfileBodySchema.shape;

/**
 * 开票资料 fields, checked in the browser by the server's own zod rules. `special` marks the four
 * a 专票 cannot go without as required.
 */
export function InvoiceProfileFields({ special }: { special: boolean }) {
  const need = (msg: string) => (special ? [{ required: true, message: msg }] : []);
  return (
    <Row gutter={16}>
      <Col span={12}>
        <Form.Item name="title" label="发票抬头" required rules={[zodRule(F.title)]}>
          <Input maxLength={100} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="tax_no" label="纳税人识别号" required rules={[zodRule(F.tax_no)]}>
          <Input maxLength={20} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          name="reg_address"
          label="注册地址"
          rules={[...need('开具专票请填写注册地址'), zodRule(F.reg_address)]}
        >
          <Input maxLength={120} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          name="reg_phone"
          label="注册电话"
          rules={[...need('开具专票请填写注册电话'), zodRule(F.reg_phone)]}
        >
          <Input maxLength={20} placeholder="如 0571-88886666" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          name="bank_name"
          label="开户银行"
          rules={[...need('开具专票请填写开户银行'), zodRule(F.bank_name)]}
        >
          <Input maxLength={60} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          name="bank_account"
          label="银行账号"
          rules={[...need('开具专票请填写银行账号'), zodRule(F.bank_account)]}
        >
          <Input maxLength={32} />
        </Form.Item>
      </Col>
    </Row>
  );
}
