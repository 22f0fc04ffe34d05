import { useState, type ReactNode } from 'react';
import { Alert, Button, Form } from 'antd';
import { ApiError } from '../../../lib/api';
import { useVerifyCode } from '../api/account';
import { SmsCodeRow } from './SmsCodeRow';
import { StepBar } from './StepBar';
import './account.css';

type PhoneCode = { phone: string; code: string };

/**
 * The first step of registration and of password reset: a mobile and the SMS code sent to it,
 * checked by the server before the next step may open.
 */
export function PhoneCodeStep({
  title,
  steps,
  purpose,
  phoneLabel,
  foot,
  onVerified,
}: {
  title: string;
  steps: string[];
  purpose: 'register' | 'reset';
  phoneLabel?: string;
  foot: ReactNode;
  onVerified: (phone: string) => Promise<void>;
}) {
  const [form] = Form.useForm<PhoneCode>();
  const verify = useVerifyCode();
  const [error, setError] = useState('');
  const onFinish = async (v: PhoneCode) => {
    setError('');
    const phone = v.phone.trim();
    try {
      await verify.mutateAsync({ phone, code: v.code.trim(), type: purpose });
      await onVerified(phone);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '验证失败，请稍后再试');
    }
  };
  return (
    <div className="ky-acc-card">
      <h1>{title}</h1>
      <StepBar current={0} items={steps} />
      <Form
        form={form}
        layout="vertical"
        className="ky-acc-form"
        requiredMark={false}
        onFinish={(v) => void onFinish(v)}
      >
        <SmsCodeRow form={form} purpose={purpose} phoneLabel={phoneLabel} />
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} role="alert" />}
        <Button type="primary" size="large" htmlType="submit" block loading={verify.isPending}>
          下一步
        </Button>
        <p className="ky-acc-foot">{foot}</p>
      </Form>
    </div>
  );
}
