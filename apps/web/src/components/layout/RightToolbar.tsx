import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Badge, Popover } from 'antd';
import { Link } from 'react-router';
import {
  CustomerServiceOutlined,
  MessageOutlined,
  UpOutlined,
  UserOutlined,
  WechatOutlined,
} from '@ant-design/icons';
import { MINI_CART_WIDTH } from '@shop/shared/constants';
import { layoutSlots } from '../../app/slots';
import { useCurrentUser } from '../../features/shell/currentUser';
import { QrCode } from '../common/QrCode';
import { canChat, ServicePanel } from './ServicePanel';
import { useHotline } from './useHotline';

// The chat (a drawer, its list and its form) loads the first time the buyer opens it.
const ChatDrawer = lazy(() =>
  import('../../features/chat/components/ChatDrawer').then((m) => ({ default: m.ChatDrawer })),
);

function Tool({
  icon,
  label,
  to,
  onClick,
}: {
  icon: ReactNode;
  label: string;
  to?: string;
  onClick?: () => void;
}) {
  const inner = (
    <>
      {icon}
      <span className="ky-tool-label">{label}</span>
    </>
  );
  return to ? (
    <Link to={to} className="ky-tool" aria-label={label}>
      {inner}
    </Link>
  ) : (
    <span
      className="ky-tool"
      tabIndex={0}
      role="button"
      aria-label={label}
      onClick={onClick}
      onKeyDown={(e) => e.key === 'Enter' && onClick?.()}
    >
      {inner}
    </span>
  );
}

/**
 * Spec §2 right toolbar, fixed to the window edge. The mini cart (cart slice) plugs into the
 * `miniCart` slot and widens the bar itself (40 → 310 px).
 */
export function RightToolbar() {
  const base = useCurrentUser();
  const hotline = useHotline();
  const MiniCart = layoutSlots.miniCart;
  const wechat = base.wechat || `${window.location.origin}/`;
  const [chatOpen, setChatOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps the drawer's closing animation.
  const [chatUsed, setChatUsed] = useState(false);
  // Hover opens the service panel; it gives way to the chat drawer it opened.
  const [serviceOpen, setServiceOpen] = useState(false);
  const openChat = canChat(base)
    ? () => {
        setChatUsed(true);
        setChatOpen(true);
      }
    : undefined;
  return (
    <aside className="ky-toolbar" style={{ width: MINI_CART_WIDTH.collapsed }} aria-label="右侧工具栏">
      <div className="ky-toolbar-mid">
        <Tool icon={<UserOutlined />} label="我的账户" to="/user" />
        {MiniCart && (
          // The cart's chunk loads on its own: the rest of the bar does not wait for it.
          <Suspense fallback={<span className="ky-tool" aria-hidden="true" />}>
            <MiniCart />
          </Suspense>
        )}
        <Link to="/zhzx/wdxx" className="ky-tool" aria-label="消息">
          <Badge count={base.message_count ?? 0} size="small" offset={[-2, 2]}>
            <MessageOutlined className="ky-tool-icon" />
          </Badge>
          <span className="ky-tool-label">消息</span>
        </Link>
        <Popover
          placement="left"
          open={serviceOpen && !chatOpen}
          onOpenChange={setServiceOpen}
          content={<ServicePanel base={base} hotline={hotline} onChat={openChat} />}
        >
          <span>
            <Tool icon={<CustomerServiceOutlined />} label="客服" onClick={openChat} />
          </span>
        </Popover>
        <Popover
          placement="left"
          content={
            <div className="ky-qr">
              <QrCode value={wechat} size={120} />
              <div>扫码关注微信，订单消息实时推送</div>
            </div>
          }
        >
          <span>
            <Tool icon={<WechatOutlined />} label="微信" />
          </span>
        </Popover>
      </div>
      <button
        type="button"
        className="ky-tool ky-tool-top"
        aria-label="返回顶部"
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      >
        <UpOutlined />
        <span className="ky-tool-label">顶部</span>
      </button>
      {openChat && chatUsed && (
        <Suspense fallback={null}>
          <ChatDrawer open={chatOpen} onClose={() => setChatOpen(false)} base={base} />
        </Suspense>
      )}
    </aside>
  );
}
