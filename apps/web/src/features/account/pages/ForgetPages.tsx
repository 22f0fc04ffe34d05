import { useState } from 'react';
import { Alert, Button, Form, Result } from 'antd';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { useResetPassword } from '../api/account';
import { PasswordFields } from '../components/PasswordFields';
import { PhoneCodeStep } from '../components/PhoneCodeStep';
import { FORGET_STEPS, StepBar } from '../components/StepBar';
import '../components/account.css';
import { forgetSignIn } from '../../shell';

const errText = (e: unknown) => (e instanceof ApiError ? e.message : '提交失败，请稍后再试');

/** /forget/step1: the account's mobile and the SMS code sent to it. */
export function ForgetStep1Page() {
  const navigate = useNavigate();
  return (
    <PhoneCodeStep
      title="找回密码"
      steps={FORGET_STEPS}
      purpose="reset"
      phoneLabel="注册手机号"
      foot={
        <>
          想起来了？<Link to="/login">返回登录</Link>
        </>
      }
      onVerified={async () => {
        await navigate('/forget/step2');
      }}
    />
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
      forgetSignIn();
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
        <PasswordFields label="新密码" confirmLabel="确认新密码" />
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
