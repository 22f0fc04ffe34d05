import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LoginForm, ProFormText } from '@ant-design/pro-components';
import { Alert } from 'antd';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import type { AdminLoginBody, OperatorMe, AdminLoginBodySchema } from '@shop/shared';
import { ApiError, api } from '../../../lib/api';
import { ME_KEY } from '../../../lib/session';

/** Only same-app paths may be a way back (no open redirect to another site). */
const safeBack = (v: string | null) => (v && v.startsWith('/') && !v.startsWith('//') ? v : '/');

export function LoginPage() {
  const [error, setError] = useState('');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const qc = useQueryClient();

  const submit = async (values: AdminLoginBody) => {
    setError('');
    try {
      const res = await api.post<
        { me: OperatorMe; used_recovery_code: boolean },
        typeof AdminLoginBodySchema
      >('/auth/login', values, {
        silent: true,
      });
      qc.setQueryData(ME_KEY, res.me);
      await navigate(safeBack(params.get('redirect')), { replace: true });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : '登录失败，请重试');
    }
  };

  return (
    <div
      style={{
        minHeight: '100vh',
        background: 'linear-gradient(160deg,#0b3d2b 0%,#0b7a4b 100%)',
        paddingTop: '12vh',
      }}
    >
      <div style={{ width: 420, margin: '0 auto', background: '#fff', borderRadius: 8, padding: '24px 0' }}>
        <LoginForm<AdminLoginBody>
          title="康源医药 运营后台"
          subTitle="操作员登录 · 账号密码 + 动态验证码"
          onFinish={submit}
          submitter={{ searchConfig: { submitText: '登录' } }}
        >
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
          <ProFormText
            name="username"
            fieldProps={{ size: 'large', prefix: <UserOutlined />, autoComplete: 'username' }}
            placeholder="操作员账号"
            rules={[{ required: true, message: '请输入账号' }]}
          />
          <ProFormText.Password
            name="password"
            fieldProps={{ size: 'large', prefix: <LockOutlined />, autoComplete: 'current-password' }}
            placeholder="密码"
            rules={[{ required: true, message: '请输入密码' }]}
          />
          <ProFormText
            name="code"
            fieldProps={{
              size: 'large',
              prefix: <SafetyOutlined />,
              autoComplete: 'one-time-code',
              maxLength: 9,
            }}
            placeholder="身份验证器中的6位动态码，或恢复码（首次登录不填）"
          />
        </LoginForm>
      </div>
      <p style={{ textAlign: 'center', color: 'rgba(255,255,255,.75)', marginTop: 24 }}>
        所有操作均记录于操作日志，请妥善保管账号与身份验证器
      </p>
    </div>
  );
}
