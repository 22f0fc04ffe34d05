import { Button } from 'antd';
import { MessageOutlined, PhoneOutlined, QqOutlined } from '@ant-design/icons';
import type { BaseInfo } from '../../features/shell/api/types';

const qqChat = (qq: string) => `https://wpa.qq.com/msgrd?v=3&uin=${encodeURIComponent(qq)}&site=qq&menu=yes`;

/** Spec §6: online chat (with the buyer's username and token) when is_can_chat, else two QQ contacts. */
export function chatUrl(base: BaseInfo): string {
  const q = new URLSearchParams({ username: base.username ?? '', token: base.token ?? '' });
  return `/chat?${q.toString()}`;
}

export function ServicePanel({ base, hotline }: { base: BaseInfo; hotline?: string }) {
  const qqs = [base.common_config?.qq1, base.common_config?.qq2].filter((q): q is string => Boolean(q));
  return (
    <div className="ky-service">
      <h4>联系客服</h4>
      {base.admin?.name && (
        <p>
          {base.admin.is_default === 0 ? '专属客服' : '客服'}：{base.admin.name}
          <br />
          <PhoneOutlined /> {base.admin.phone}
        </p>
      )}
      {hotline && <p>投诉热线：{hotline}</p>}
      {base.is_can_chat === 1 ? (
        <Button
          type="primary"
          block
          icon={<MessageOutlined />}
          onClick={() => window.open(chatUrl(base), 'ky_chat', 'width=820,height=640')}
        >
          在线咨询
        </Button>
      ) : (
        qqs.map((qq, i) => (
          <a key={qq} className="ky-service-qq" href={qqChat(qq)} target="_blank" rel="noopener noreferrer">
            <QqOutlined /> QQ客服{i + 1}：{qq}
          </a>
        ))
      )}
      {!base.admin?.name && !hotline && qqs.length === 0 && base.is_can_chat !== 1 && (
        <p>登录后可查看您的专属客服</p>
      )}
      <p className="ky-service-time">服务时间：周一至周六 8:30-18:00</p>
    </div>
  );
}
