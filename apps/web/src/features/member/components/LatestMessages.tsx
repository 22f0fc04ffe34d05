import { Empty, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { Panel } from '../../../components/common/Panel';
import { useMessagesQuery } from '../api/messages';

/** The newest messages, unread ones in bold; reading happens on 我的消息. */
export function LatestMessages() {
  const q = useMessagesQuery(1, 6);
  return (
    <Panel
      title={
        <>
          我的消息
          {q.data && q.data.unread > 0 && (
            <span style={{ color: '#d4282d', fontWeight: 400, marginLeft: 6 }}>
              （{q.data.unread} 条未读）
            </span>
          )}
        </>
      }
      extra={<Link to="/zhzx/wdxx">全部消息 &gt;</Link>}
    >
      {!q.data ? (
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      ) : q.data.list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无消息" />
      ) : (
        <ul className="ky-mc-msgs">
          {q.data.list.map((m) => (
            <li key={m.id}>
              <span className={`ky-mc-dot${m.is_read ? ' is-read' : ''}`} />
              <Link
                to={`/zhzx/wdxx?open=${m.id}`}
                className={`ky-mc-title${m.is_read ? '' : ' ky-mc-unread'}`}
                title={m.title}
              >
                {m.title}
              </Link>
              <span className="ky-mc-time">{dayjs(m.created_at).format('MM-DD HH:mm')}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
