import type { ReactNode } from 'react';
import { Empty, Space } from 'antd';
import { Link, NavLink, useParams } from 'react-router';
import { Panel } from '../../../components/common/Panel';
import { MemberFrame } from '../../member';
import { useChainOverview } from '../api/chain';

/** The store id of a /zhzx/lszb/:storeId/… page (0 when missing: the server answers 门店不存在). */
export const useStoreId = () => Number(useParams().storeId ?? 0);

/**
 * A head-office page about one store: the store's name, the way back to the overview and to the
 * store's other pages. The name comes from the overview the head office came from (one cached call).
 */
export function StoreFrame({
  title,
  extra,
  children,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const storeId = useStoreId();
  const overview = useChainOverview();
  const store = overview.data?.stores.find((s) => s.user_id === storeId);
  const tab = (to: string, label: string) => (
    <NavLink
      to={`/zhzx/lszb/${storeId}/${to}`}
      className={({ isActive }) => (isActive ? 'ky-strong-link' : '')}
    >
      {label}
    </NavLink>
  );
  if (overview.isError || (overview.data && !store))
    return (
      <MemberFrame>
        <Panel title={title}>
          <Empty description="门店不存在，或您的账号不是该门店的连锁总部" />
        </Panel>
      </MemberFrame>
    );
  return (
    <MemberFrame>
      <Panel
        title={
          <Space size={12}>
            <Link to="/zhzx/lszb">‹ 连锁总部</Link>
            <span>
              {store?.company ?? '门店'} · {title}
            </span>
          </Space>
        }
        extra={
          <Space size={16}>
            {extra}
            {tab('dzd', '门店对账单')}
            {tab('addr', '门店收货地址')}
          </Space>
        }
      >
        {children}
      </Panel>
    </MemberFrame>
  );
}
