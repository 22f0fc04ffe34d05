import { Suspense, useMemo, useState } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { ProLayout, type MenuDataItem } from '@ant-design/pro-components';
import { Button, Dropdown, Modal, Result, Skeleton, Spin, Tag } from 'antd';
import { KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { hasPermission } from '@shop/shared';
import { AccountSetup, PasswordStep } from '../features/auth/components/AccountSetup';
import { Bell } from '../features/notify/Bell';
import { ChatUnreadBadge } from '../features/service/components/ChatUnreadBadge';
import { useMe, useSignOut } from '../lib/session';
import { MENU_GROUPS, type AdminRoute } from './route-types';

function menuFor(routes: AdminRoute[], permissions: string[]): MenuDataItem[] {
  const items: MenuDataItem[] = [];
  for (const group of MENU_GROUPS) {
    const children: MenuDataItem[] = routes
      .filter((r) => r.menu?.group === group && hasPermission(permissions, r.permission))
      .map((r) => ({ name: r.menu?.name, path: `/${r.path}`, icon: r.menu?.icon }));
    // 工作台 is a single page: shown as a top-level entry, not a group of one.
    if (group === '工作台') items.push(...children);
    else if (children.length > 0) items.push({ name: group, path: `/group/${group}`, children });
  }
  return items;
}

/** ProLayout with a menu of what this operator's role may do; signed-out visitors go to sign-in. */
export function AdminLayout({ routes }: { routes: AdminRoute[] }) {
  const { data: me, isLoading } = useMe();
  const location = useLocation();
  const signOut = useSignOut();
  const menu = useMemo(() => (me ? menuFor(routes, me.permissions) : []), [routes, me]);
  const [changing, setChanging] = useState(false);

  if (isLoading) return <Spin fullscreen />;
  if (!me) {
    const back = location.pathname + location.search;
    return <Navigate to={`/login?redirect=${encodeURIComponent(back)}`} replace />;
  }
  // The server opens nothing else until the password is changed and an authenticator bound.
  if (me.must_change_password || !me.totp_enabled) return <AccountSetup me={me} />;
  return (
    <ProLayout
      title="康源医药 运营后台"
      logo={false}
      layout="mix"
      fixSiderbar
      fixedHeader
      siderWidth={208}
      location={{ pathname: location.pathname }}
      route={{ path: '/', children: menu }}
      menuItemRender={(item, dom) =>
        item.path === '/chats' ? (
          // The title takes the room left by the badge, so the item's ellipsis cannot clip the badge.
          <Link to={item.path} style={{ display: 'flex', alignItems: 'center' }}>
            <span style={{ flex: 1, minWidth: 0 }}>{dom}</span>
            <ChatUnreadBadge />
          </Link>
        ) : item.path ? (
          <Link to={item.path}>{dom}</Link>
        ) : (
          dom
        )
      }
      token={{
        header: { colorBgHeader: '#0b3d2b', colorHeaderTitle: '#fff', colorTextRightActionsItem: '#fff' },
      }}
      actionsRender={() => [
        <Bell key="bell" />,
        <Dropdown
          key="me"
          menu={{
            items: [
              { key: 'pwd', icon: <KeyOutlined />, label: '修改密码', onClick: () => setChanging(true) },
              { key: 'out', icon: <LogoutOutlined />, label: '退出登录', onClick: () => void signOut() },
            ],
          }}
        >
          <Button type="text" style={{ color: '#fff' }} icon={<UserOutlined />}>
            {me.name} <Tag style={{ marginLeft: 6 }}>{me.roles.map((r) => r.name).join('、')}</Tag>
          </Button>
        </Dropdown>,
      ]}
    >
      {/* Pages load on first visit (React.lazy per page), so the first screen fetches only its own code. */}
      <Suspense fallback={<Skeleton active style={{ padding: 24 }} />}>
        <Outlet />
      </Suspense>
      <Modal
        title="修改密码"
        open={changing}
        footer={null}
        onCancel={() => setChanging(false)}
        destroyOnHidden
      >
        <PasswordStep onDone={() => setChanging(false)} />
      </Modal>
    </ProLayout>
  );
}

/** A deep link to a page the role may not open. */
export function RequirePermission({
  permission,
  children,
}: {
  permission: string;
  children: React.ReactNode;
}) {
  const { data: me } = useMe();
  if (me && !hasPermission(me.permissions, permission)) {
    return (
      <Result status="403" title="无权访问" subTitle="您的角色没有此页面的权限，如需开通请联系超级管理员。" />
    );
  }
  return <>{children}</>;
}
