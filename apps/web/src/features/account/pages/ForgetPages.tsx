import { useState } from 'react';
import { Alert, Button, Form, Input, Result } from 'antd';
import { Link, useNavigate } from 'react-router';
import { passwordSchema } from '@shop/shared';
import { ApiError } from '../../../lib/api';
import { useResetPassword, useVerifyCode } from '../api/account';
import { SmsCodeRow } from '../components/SmsCodeRow';
import { FORGET_STEPS, StepBar } from '../components/StepBar';
import { zodRule } from '../components/zodRule';
import '../components/account.css';

const errText = (e: unknown) => (e instanceof ApiError ? e.message : '提交失败，请稍后再试');

/** /forget/step1: the account's mobile and the SMS code sent to it. */
export function ForgetStep1Page() {
  const [form] = Form.useForm<{ phone: string; code: string }>();
  const verify = useVerifyCode();
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const onFinish = async (v: { phone: string; code: string }) => {
    setError('');
    try {
      await verify.mutateAsync({ phone: v.phone.trim(), code: v.code.trim(), type: 'reset' });
      await navigate('/forget/step2');
    } catch (e) {
      setError(errText(e));
    }
  };
  return (
    <div className="ky-acc-card">
      <h1>找回密码</h1>
      <StepBar current={0} items={FORGET_STEPS} />
      <Form
        form={form}
        layout="vertical"
        className="ky-acc-form"
        requiredMark={false}
        onFinish={(v) => void onFinish(v)}
      >
        <SmsCodeRow form={form} purpose="reset" phoneLabel="注册手机号" />
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} role="alert" />}
        <Button type="primary" size="large" htmlType="submit" block loading={verify.isPending}>
          下一步
        </Button>
        <p className="ky-acc-foot">
          想起来了？<Link to="/login">返回登录</Link>
        </p>
      </Form>
    </div>
  );
}

/** /forget/step2: the new password, same rules as registration; every session of the account ends. */
export function ForgetStep2Page() {
  const reset = useResetPassword();
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const onFinish = async (v: { password: string; password_confirmation: string }) => {
    setError('');
    try {
      const r = await reset.mutateAsync(v);
      localStorage.removeItem('ky_login');
      await navigate(`/forget/step3?u=${encodeURIComponent(r.username)}`);
    } catch (e) {
      setError(errText(e));
    }
  };
  return (
    <div className="ky-acc-card">
      <h1>找回密码</h1>
      <StepBar current={1} items={FORGET_STEPS} />
      <Form<{ password: string; password_confirmation: string }>
        layout="vertical"
        className="ky-acc-form"
        requiredMark={false}
        onFinish={(v) => void onFinish(v)}
      >
        <Form.Item
          name="password"
          label="新密码"
          rules={[zodRule(passwordSchema)]}
          extra="至少8位，须同时包含字母和数字"
        >
          <Input.Password size="large" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="password_confirmation"
          label="确认新密码"
          dependencies={['password']}
          rules={[
            { required: true, message: '请再次输入密码' },
            ({ getFieldValue }) => ({
              validator: async (_r, v: string) => {
                if (v && v !== getFieldValue('password')) throw new Error('两次输入的密码不一致');
              },
            }),
          ]}
        >
          <Input.Password size="large" autoComplete="new-password" />
        </Form.Item>
        {error && (
          <Alert
            type="error"
            showIcon
            title={error}
            action={<Link to="/forget/step1">重新验证</Link>}
            style={{ marginBottom: 12 }}
            role="alert"
          />
        )}
        <Button type="primary" size="large" htmlType="submit" block loading={reset.isPending}>
          确认修改
        </Button>
      </Form>
    </div>
  );
}

/** /forget/step3: done; all other sign-ins of the account were ended. */
export function ForgetStep3Page() {
  const username = new URLSearchParams(window.location.search).get('u') ?? '';
  return (
    <div className="ky-acc-card">
      <StepBar current={2} items={FORGET_STEPS} />
      <Result
        status="success"
        title="密码重置成功"
        subTitle={`${username ? `账号 ${username} ` : ''}已设置新密码，其他设备上的登录已全部退出，请使用新密码登录。`}
        extra={
          <Link to="/login">
            <Button type="primary">立即登录</Button>
          </Link>
        }
      />
    </div>
  );
}
