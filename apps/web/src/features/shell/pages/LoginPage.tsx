import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api';
import { challengeOf, type LoginChallenge } from '../api/challenge';
import { REMEMBER_KEY, useLogin, type LoginForm } from '../api/session';
import { useFocus } from '../api/focus';
import { safeRedirect } from '../safeRedirect';
import { SmartLink } from '../../../components/layout/links';
import { FirstScreen } from '../../../lib/first-screen';
import './pages.css';

interface Values extends LoginForm {
  remember: boolean;
}

/** 登录: username or phone + password; the server's refusal is shown under the form. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const [error, setError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null);
  const ads = useFocus('login');
  const ad = ads.data?.[0];
  const remembered = localStorage.getItem(REMEMBER_KEY) ?? '';

  const onFinish = async ({ username, password, remember, captcha }: Values) => {
    setError(null);
    try {
      await login.mutateAsync({
        username: username.trim(),
        password,
        ...(challenge ? { captcha_id: challenge.id, captcha: (captcha ?? '').trim() } : {}),
      });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : '登录失败，请稍后再试');
      // Each question is good for one try: show the new one the refusal carries (or none).
      setChallenge(err instanceof ApiError ? challengeOf(err.data) : null);
      return;
    }
    if (remember) localStorage.setItem(REMEMBER_KEY, username.trim());
    else localStorage.removeItem(REMEMBER_KEY);
    // Signed in: a way back the browser will not take is not a failed sign-in; go home instead.
    try {
      await navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch {
      await navigate('/', { replace: true });
    }
  };

  return (
    <div className="ky-login-stage">
      <div className="ky-container ky-login-inner">
        <div className="ky-login-pitch">
          {ad ? (
            <SmartLink url={ad.url}>
              <img
                src={ad.image}
                alt={ad.title || '登录页活动'}
                className="ky-login-ad"
                width={600}
                height={400}
              />
            </SmartLink>
          ) : ads.isLoading ? (
            // The ad the server put in the page, until the page's own arrives.
            <FirstScreen slot="pitch" fallback={null} />
          ) : (
            <>
              <h2>药店、诊所一站式采购</h2>
              <p>正品保障 · 资质齐全 · 快速配送</p>
            </>
          )}
        </div>
        <section className="ky-login-card" aria-labelledby="login-title">
          <h1 id="login-title">账号登录</h1>
          <Form<Values>
            layout="vertical"
            requiredMark={false}
            initialValues={{ username: remembered, remember: Boolean(remembered) }}
            onFinish={(v) => void onFinish(v)}
            onValuesChange={() => setError(null)}
          >
            <Form.Item
              name="username"
              label="用户名/手机号"
              rules={[
                { required: true, whitespace: true, message: '请输入用户名或手机号' },
                { max: 50, message: '用户名或手机号过长' },
              ]}
            >
              <Input
                size="large"
                prefix={<UserOutlined />}
                placeholder="请输入用户名或手机号"
                autoComplete="username"
              />
            </Form.Item>
            <Form.Item
              name="password"
              label="密码"
              rules={[
                { required: true, message: '请输入密码' },
                { max: 64, message: '密码过长' },
              ]}
            >
              <Input.Password
                size="large"
                prefix={<LockOutlined />}
                placeholder="请输入密码"
                autoComplete="current-password"
              />
            </Form.Item>
            {challenge && (
              <Form.Item
                name="captcha"
                label={`安全验证：${challenge.question}`}
                rules={[{ required: true, whitespace: true, message: '请输入计算结果' }]}
              >
                <Input
                  size="large"
                  inputMode="numeric"
                  maxLength={4}
                  placeholder="请输入计算结果"
                  autoComplete="off"
                />
              </Form.Item>
            )}
            <div className="ky-login-row">
              <Form.Item name="remember" valuePropName="checked" noStyle>
                <Checkbox>记住账号</Checkbox>
              </Form.Item>
              <Link to="/forget/step1">忘记密码？</Link>
            </div>
            <Button type="primary" htmlType="submit" size="large" block loading={login.isPending}>
              登 录
            </Button>
            {error && <Alert className="ky-login-error" type="error" showIcon title={error} role="alert" />}
          </Form>
          <p className="ky-login-foot">
            还没有账号？<Link to="/register">免费注册</Link>
            <span style={{ margin: '0 6px', color: '#ddd' }}>|</span>
            <Link to="/register/wechat">微信扫码登录</Link>
          </p>
        </section>
      </div>
    </div>
  );
}
