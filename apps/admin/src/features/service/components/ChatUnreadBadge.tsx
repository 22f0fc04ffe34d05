import { Badge } from 'antd';
import { useCan } from '../../../lib/session';
import { useChatUnread } from '../api/service';

/** Beside 在线客服 in the side menu: unread buyer messages in the operator's own and unclaimed conversations. */
export function ChatUnreadBadge() {
  const can = useCan();
  const { data } = useChatUnread(can('service.chat'));
  if (!data?.unread) return null;
  return (
    <Badge count={data.unread} size="small" title={`未读消息 ${data.unread} 条`} style={{ marginLeft: 6 }} />
  );
}
