import { Input, Pagination, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import type { OrderTab } from '@shop/shared';
import { ORDER_TAB_TEXT, ORDER_TABS } from '@shop/shared/contracts/enums';
import { useOrderListQuery } from '../api/orderList';
import { MemberFrame } from '../../member';
import { OrderTable } from '../components/OrderTable';
import {
  ORDER_PAGE_SIZE,
  readListState,
  toSearch,
  withKeyword,
  withTab,
  type OrderListState,
} from '../lib/listQuery';

/** /order (alias /order_wddd_index) 我的订单: tabs with counts, search, one dense table, pages. */
export default function OrderListPage() {
  const [search, setSearch] = useSearchParams();
  const state = readListState(search);
  const list = useOrderListQuery(state);
  const go = (next: OrderListState) => setSearch(toSearch(next));
  const counts = list.data?.counts;

  return (
    <MemberFrame>
      <div style={{ background: '#fff', border: '1px solid #e8e8e8', padding: '0 14px 14px' }}>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Tabs
            activeKey={state.status}
            onChange={(k) => go(withTab(state, k as OrderTab))}
            items={ORDER_TABS.map((t) => ({
              key: t,
              label: counts ? `${ORDER_TAB_TEXT[t]}(${counts[t]})` : ORDER_TAB_TEXT[t],
            }))}
            style={{ flex: 1 }}
          />
          <Input.Search
            key={state.keyword}
            defaultValue={state.keyword}
            placeholder="订单号 / 商品名称"
            allowClear
            enterButton="搜索"
            maxLength={50}
            style={{ width: 300 }}
            aria-label="搜索订单"
            onSearch={(v) => go(withKeyword(state, v))}
          />
        </div>
        <OrderTable orders={list.data?.list ?? []} loading={list.isFetching} />
        {(list.data?.total ?? 0) > ORDER_PAGE_SIZE && (
          <Pagination
            style={{ marginTop: 12, textAlign: 'right', justifyContent: 'flex-end' }}
            current={state.page}
            pageSize={ORDER_PAGE_SIZE}
            total={list.data?.total ?? 0}
            showSizeChanger={false}
            showTotal={(t) => `共 ${t} 个订单`}
            onChange={(page) => go({ ...state, page })}
          />
        )}
      </div>
    </MemberFrame>
  );
}
