import { Button, Tag } from 'antd';
import { NotificationOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useCurrentUser } from '../../currentUser';
import { isSignedIn } from '../../api/baseInfo';
import { useCompanyNews } from '../../api/news';
import { UserAvatar } from './UserAvatar';

function UserCard() {
  const base = useCurrentUser();
  const navigate = useNavigate();
  if (!isSignedIn(base)) {
    return (
      <div className="ky-home-user">
        <UserAvatar />
        <p>您好，欢迎来到康源医药网</p>
        <div className="ky-home-user-actions">
          <Button type="primary" onClick={() => void navigate('/login')}>
            登录
          </Button>
          <Button onClick={() => void navigate('/register')}>免费注册</Button>
        </div>
      </div>
    );
  }
  return (
    <div className="ky-home-user">
      <UserAvatar src={base.face || undefined} />
      <p className="ky-home-user-company" title={base.company}>
        {base.company}
      </p>
      <p>
        {base.name && <span>{base.name}，您好 </span>}
        {!base.is_passed ? <Tag color="orange">资质审核中</Tag> : <Tag color="green">资质已认证</Tag>}
      </p>
      <div className="ky-home-user-links">
        <Link to="/order">我的订单</Link>
        <Link to="/cart">购物车({base.cart ?? 0})</Link>
        <Link to="/wdqb/jfgl">积分 {base.points ?? 0}</Link>
      </div>
    </div>
  );
}

function Notices() {
  const { data } = useCompanyNews();
  const items = (data ?? []).slice(0, 5);
  return (
    <div className="ky-home-notice">
      <div className="ky-home-notice-head">
        <span>
          <NotificationOutlined /> 商城公告
        </span>
        <Link to="/news/company">更多</Link>
      </div>
      {items.length === 0 ? (
        <p className="ky-muted">暂无公告</p>
      ) : (
        <ul>
          {items.map((n) => (
            <li key={n.id}>
              <Link to={`/news/info/${n.id}/company`} title={n.title}>
                {n.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Right column beside the banner: who is buying (or how to start) and the shop's notices. */
export function HomeSide() {
  return (
    <aside className="ky-home-side">
      <UserCard />
      <Notices />
    </aside>
  );
}
