import { useState } from 'react';
import { Alert, Button, Input, Result } from 'antd';
import { WechatOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api';
import { useSandboxConfirm } from '../api/wechat';

const OPENID_KEY = 'ky_wx_sandbox_openid';

/** The sandbox's WeChat user on this device: one openid kept across visits, as a phone would. */
function sandboxOpenid(): string {
  const saved = localStorage.getItem(OPENID_KEY);
  if (saved) return saved;
  const id = `sandbox_${crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`;
  localStorage.setItem(OPENID_KEY, id);
  return id;
}

/**
 * /wechat/sandbox: stands in for the phone after scanning (沙箱, never in production). The WeChat
 * user confirms the sign-in or binding the QR code asked for.
 */
export default function WechatSandboxPage() {
  const [search] = useSearchParams();
  const scene = search.get('scene') ?? '';
  const [openid] = useState(sandboxOpenid);
  const [nickname, setNickname] = useState('药店店长');
  const confirm = useSandboxConfirm();
  const [error, setError] = useState('');

  if (confirm.data)
    return <Result status="success" title={confirm.data.msg} subTitle="请回到电脑上继续操作。" />;
  return (
    <div
      style={{
        maxWidth: 360,
        margin: '40px auto',
        background: '#fff',
        padding: 24,
        border: '1px solid #e5e5e5',
      }}
    >
      <h1 style={{ fontSize: 18, textAlign: 'center' }}>
        <WechatOutlined style={{ color: '#07c160', marginRight: 6 }} />
        微信（沙箱）
      </h1>
      <p style={{ color: '#666' }}>康源医药网 请求使用你的微信身份登录或绑定账号。</p>
      <p style={{ fontSize: 12, color: '#999' }}>沙箱微信身份：{openid}</p>
      <Input
        addonBefore="微信昵称"
        value={nickname}
        maxLength={20}
        onChange={(e) => setNickname(e.target.value)}
        style={{ marginBottom: 12 }}
      />
      {!scene && <Alert type="warning" showIcon title="二维码已失效，请刷新" style={{ marginBottom: 12 }} />}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} role="alert" />}
      <Button
        type="primary"
        block
        size="large"
        disabled={!scene}
        loading={confirm.isPending}
        style={{ background: '#07c160' }}
        onClick={() => {
          setError('');
          confirm.mutate(
            { scene, openid, nickname: nickname.trim() },
            { onError: (e) => setError(e instanceof ApiError ? e.message : '确认失败，请重试') },
          );
        }}
      >
        确认登录
      </Button>
    </div>
  );
}
