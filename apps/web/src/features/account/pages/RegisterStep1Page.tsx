import { useState } from 'react';
import { Alert, Button, Form } from 'antd';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { useVerifyCode } from '../api/account';
import { SmsCodeRow } from '../components/SmsCodeRow';
import { REGISTER_STEPS, StepBar } from '../components/StepBar';
import { registerDraft } from '../components/draft';
import '../components/account.css';

/** /register/step1: the mobile and the SMS code sent to it. */
export default function RegisterStep1Page() {
  const [form] = Form.useForm<{ phone: string; code: string }>();
  const verify = useVerifyCode();
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const onFinish = async (v: { phone: string; code: string }) => {
    setError('');
    try {
      await verify.mutateAsync({ phone: v.phone.trim(), code: v.code.trim(), type: 'register' });
      registerDraft.phone = v.phone.trim();
      await navigate('/register/step2');
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '验证失败，请稍后再试');
    }
  };
  return (
    <div className="ky-acc-card">
      <h1>免费注册</h1>
      <StepBar current={0} items={REGISTER_STEPS} />
      <Form
        form={form}
        layout="vertical"
        className="ky-acc-form"
        onFinish={(v) => void onFinish(v)}
        requiredMark={false}
      >
        <SmsCodeRow form={form} purpose="register" />
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} role="alert" />}
        <Button type="primary" size="large" htmlType="submit" block loading={verify.isPending}>
          下一步
        </Button>
        <p className="ky-acc-foot">
          已有账号？<Link to="/login">立即登录</Link>
        </p>
      </Form>
    </div>
  );
}
