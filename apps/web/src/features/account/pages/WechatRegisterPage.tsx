import { useCallback, useState } from 'react';
import { Alert, Button, Card, Col, Form, Input, Row } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { WechatScanState } from '@shop/shared';
import { ApiError } from '../../../lib/api';
import { useBindAccount, useSignedIn } from '../api/wechat';
import { registerDraft } from '../components/draft';
import { WechatQrPanel } from '../components/WechatQrPanel';
import '../components/account.css';

type Creds = { username: string; password: string };

/**
 * /register/wechat: scan with WeChat. A bound WeChat signs in at once; a new one binds an existing
 * account by its password or registers a new one (bound when registration completes).
 */
export default function WechatRegisterPage() {
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const bind = useBindAccount();
  const [unbound, setUnbound] = useState<{ scene: string; nickname: string } | null>(null);
  const [error, setError] = useState('');

  const onState = useCallback(
    (s: WechatScanState, scene: string) => {
      if (s.status === 'signed_in') void signedIn().then(() => navigate('/'));
      if (s.status === 'unbound') setUnbound({ scene, nickname: s.nickname });
    },
    [navigate, signedIn],
  );

  const onBind = async (v: Creds) => {
    if (!unbound) return;
    setError('');
    try {
      await bind.mutateAsync({ scene: unbound.scene, ...v });
      await signedIn();
      await navigate('/');
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '绑定失败，请稍后再试');
    }
  };

  return (
    <div className="ky-acc-card">
      <h1>微信扫码登录 / 注册</h1>
      {!unbound ? (
        <div style={{ maxWidth: 360, margin: '12px auto' }}>
          <WechatQrPanel purpose="login" onState={onState} />
          <p className="ky-acc-foot">
            已绑定微信的账号扫码即登录；未绑定的微信可绑定已有账号或注册新账号。
            <br />
            <Link to="/login">账号密码登录</Link>
            <span style={{ margin: '0 8px', color: '#ddd' }}>|</span>
            <Link to="/register/step1">手机号注册</Link>
          </p>
        </div>
      ) : (
        <>
          <Alert
            type="info"
            showIcon
            style={{ margin: '12px auto', maxWidth: 860 }}
            title={`微信「${unbound.nickname}」尚未绑定账号`}
            description="请选择绑定已有账号，或注册新账号；完成后即可用该微信扫码登录。"
          />
          <Row gutter={24} style={{ maxWidth: 860, margin: '0 auto' }}>
            <Col span={12}>
              <Card size="small" title="绑定已有账号">
                <Form<Creds> layout="vertical" requiredMark={false} onFinish={(v) => void onBind(v)}>
                  <Form.Item
                    name="username"
                    label="用户名或手机号"
                    rules={[{ required: true, whitespace: true, message: '请输入用户名或手机号' }]}
                  >
                    <Input autoComplete="username" />
                  </Form.Item>
                  <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }]}>
                    <Input.Password autoComplete="current-password" />
                  </Form.Item>
                  {error && (
                    <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} role="alert" />
                  )}
                  <Button type="primary" htmlType="submit" block loading={bind.isPending}>
                    绑定并登录
                  </Button>
                </Form>
              </Card>
            </Col>
            <Col span={12}>
              <Card size="small" title="注册新账号">
                <p style={{ color: '#666' }}>
                  按三步填写手机号、账号和企业资质，提交后该微信自动绑定到新账号。
                </p>
                <Button
                  block
                  onClick={() => {
                    registerDraft.wechatScene = unbound.scene;
                    void navigate('/register/step1');
                  }}
                >
                  注册新账号并绑定微信
                </Button>
              </Card>
            </Col>
          </Row>
        </>
      )}
    </div>
  );
}
