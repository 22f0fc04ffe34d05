import { useState } from 'react';
import { Alert, Button, Form, Input, Row } from 'antd';
import { mobileSchema, usernameSchema } from '@shop/shared';
import { ApiError } from '../../../lib/api';
import { useAddStore } from '../api/stores';
import { appendCompanyValues, CompanyFields, type CompanyValues } from './CompanyFields';
import { Cell } from './FormCell';
import { PasswordFields } from './PasswordFields';
import { zodRule } from './zodRule';
import { message } from '../../../lib/feedback';
// The licence box's look (.ky-acc-licence) travels with the form, so pages of other features need no import of it.
import './account.css';

/**
 * One store of a chain: its own login (username, mobile, password) and its own company, address,
 * licences and scope. Used right after the head office registers and in /zhzx/ddgl.
 */
export function StoreForm({ onAdded }: { onAdded?: (company: string) => void }) {
  const [form] = Form.useForm<CompanyValues>();
  const add = useAddStore();
  const [error, setError] = useState('');
  const onFinish = async (v: CompanyValues) => {
    setError('');
    try {
      const r = await add.mutateAsync(appendCompanyValues(new FormData(), v));
      message.success(`门店「${r.company}」已添加，资料审核中`);
      form.resetFields();
      onAdded?.(r.company);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '提交失败，请稍后再试');
    }
  };
  return (
    <Form<CompanyValues>
      form={form}
      layout="vertical"
      requiredMark
      onFinish={(v) => void onFinish(v)}
      aria-label="添加门店"
    >
      <div className="ky-acc-licence">
        <h3>门店登录账号</h3>
        <Row gutter={16}>
          <Cell span={12} required name="username" label="门店用户名" rules={[zodRule(usernameSchema)]}>
            <Input maxLength={20} autoComplete="off" />
          </Cell>
          <Cell span={12} required name="phone" label="门店手机号" rules={[zodRule(mobileSchema)]}>
            <Input maxLength={11} />
          </Cell>
        </Row>
        <Row gutter={16}>
          <div style={{ width: '50%', padding: '0 8px' }}>
            <PasswordFields label="门店登录密码" confirmLabel="确认密码" usernameField="username" />
          </div>
        </Row>
      </div>
      <CompanyFields permit="药品经营许可证" companyHint="门店企业名称，与门店营业执照一致" />
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} role="alert" />}
      <Button type="primary" htmlType="submit" loading={add.isPending}>
        提交门店资料
      </Button>
    </Form>
  );
}
