import { useState } from 'react';
import { Table, Tag } from 'antd';
import { Link } from 'react-router';
import { fmtTime } from '../../order';
import { usePurchaseRecords } from '../api/quickbuy';
import { RowAdd } from './RowAdd';

const PAGE_SIZE = 10;

/** 采购记录: order lines and hand-noted purchases, newest first, each ready to buy again. */
export function PurchaseRecordTable() {
  const [page, setPage] = useState(1);
  const q = usePurchaseRecords(page, PAGE_SIZE);
  return (
    <Table
      size="small"
      bordered
      rowKey={(r) => `${r.source}-${r.id}`}
      loading={q.isLoading}
      dataSource={q.data?.list ?? []}
      locale={{ emptyText: '暂无采购记录' }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: q.data?.total ?? 0,
        onChange: setPage,
        showSizeChanger: false,
      }}
      columns={[
        { title: '日期', width: 96, render: (_, r) => fmtTime(r.created_at).slice(0, 10) },
        {
          title: '来源',
          width: 150,
          render: (_, r) => (r.source === 'order' ? <span>订单 {r.order_no}</span> : <Tag>手工记录</Tag>),
        },
        { title: '商品名称', render: (_, r) => <Link to={`/list/info/${r.goods_id}`}>{r.name}</Link> },
        { title: '规格', width: 120, dataIndex: 'ypgg' },
        { title: '生产厂家', width: 160, ellipsis: true, dataIndex: 'sccj' },
        { title: '数量', width: 60, dataIndex: 'number' },
        { title: '单价', width: 80, render: (_, r) => (r.price ? `¥${r.price}` : '—') },
        {
          title: '再次采购',
          width: 190,
          render: (_, r) => (
            <RowAdd goodsId={r.goods_id} initial={r.number} canBuy reason={null} label={r.name} />
          ),
        },
      ]}
    />
  );
}
