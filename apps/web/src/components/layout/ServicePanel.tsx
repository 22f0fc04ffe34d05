import { Button } from 'antd';
import { MessageOutlined, PhoneOutlined, QqOutlined } from '@ant-design/icons';
import { CHAT_SERVICE_HOURS } from '@shop/shared/constants';
import type { BaseInfo } from '../../features/shell/api/baseInfo';

const qqChat = (qq: string) => `https://wpa.qq.com/msgrd?v=3&uin=${encodeURIComponent(qq)}&site=qq&menu=yes`;

/** Spec §6: the embedded chat when is_can_chat (the server sends true, older data 1), else QQ. */
export const canChat = (base: BaseInfo): boolean => Boolean(base.is_can_chat) && Boolean(base.token);

export function ServicePanel({
  base,
  hotline,
  onChat,
}: {
  base: BaseInfo;
  hotline?: string;
  onChat?: () => void;
}) {
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
      {canChat(base) ? (
        <Button type="primary" block icon={<MessageOutlined />} onClick={onChat}>
          在线咨询
        </Button>
      ) : (
        qqs.map((qq, i) => (
          <a key={qq} className="ky-service-qq" href={qqChat(qq)} target="_blank" rel="noopener noreferrer">
            <QqOutlined /> QQ客服{i + 1}：{qq}
          </a>
        ))
      )}
      {!base.admin?.name && !hotline && qqs.length === 0 && !canChat(base) && <p>登录后可查看您的专属客服</p>}
      <p className="ky-service-time">服务时间：{CHAT_SERVICE_HOURS}</p>
    </div>
  );
}
