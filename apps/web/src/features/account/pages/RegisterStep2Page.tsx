import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Radio } from 'antd';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { BUSINESS_KIND_TEXT, BUSINESS_KINDS, usernameSchema, type Step2Schema } from '@shop/shared';
import { ApiError } from '../../../lib/api';
import { useCheckStep2 } from '../api/account';
import { PasswordFields } from '../components/PasswordFields';
import { REGISTER_STEPS, StepBar } from '../components/StepBar';
import { registerDraft, stepPath } from '../components/draft';
import { zodRule } from '../components/zodRule';
import '../components/account.css';

type Values = z.infer<typeof Step2Schema>;

/**
 * /register/step2: username, password twice, and the kind of business. The chain variant
 * (/register/dd/step2) registers the head office, so its kind is fixed to 连锁药店.
 */
export function RegisterStep2({ chain }: { chain: boolean }) {
  const navigate = useNavigate();
  const check = useCheckStep2();
  const [error, setError] = useState('');
  useEffect(() => {
    if (!registerDraft.phone) void navigate(stepPath(chain, 1), { replace: true });
  }, [navigate, chain]);
  const onFinish = async (v: Values) => {
    setError('');
    const values: Values = chain ? { ...v, kind: 'chain_head' } : v;
    try {
      await check.mutateAsync(values);
      registerDraft.step2 = values;
      await navigate(stepPath(chain, 3));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '提交失败，请稍后再试');
    }
  };
  return (
    <div className="ky-acc-card">
      <h1>{chain ? '连锁企业注册' : '免费注册'}</h1>
      <StepBar current={1} items={REGISTER_STEPS} />
      <Form<Values>
        layout="vertical"
        className="ky-acc-form"
        requiredMark={false}
        initialValues={registerDraft.step2 ?? { kind: 'pharmacy' }}
        onFinish={(v) => void onFinish(v)}
      >
        <p style={{ color: '#666' }}>手机号：{registerDraft.phone}</p>
        <Form.Item
          name="username"
          label={chain ? '总部登录账号' : '用户名'}
          rules={[zodRule(usernameSchema)]}
          extra="4-20位字母、数字或下划线，用于登录"
        >
          <Input size="large" autoComplete="username" />
        </Form.Item>
        <PasswordFields label="登录密码" confirmLabel="确认密码" usernameField="username" />
        {chain ? (
          <p style={{ color: '#666' }}>
            企业类型：连锁药店（总部）。总部注册后即可逐个添加门店，每个门店单独提交资质并审核。
          </p>
        ) : (
          <Form.Item name="kind" label="企业类型" rules={[{ required: true, message: '请选择企业类型' }]}>
            <Radio.Group
              optionType="button"
              options={BUSINESS_KINDS.map((k) => ({ value: k, label: BUSINESS_KIND_TEXT[k] ?? k }))}
            />
          </Form.Item>
        )}
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} role="alert" />}
        <Button type="primary" size="large" htmlType="submit" block loading={check.isPending}>
          下一步
        </Button>
      </Form>
    </div>
  );
}

export default function RegisterStep2Page() {
  return <RegisterStep2 chain={false} />;
}
export const ChainStep2Page = () => <RegisterStep2 chain />;
