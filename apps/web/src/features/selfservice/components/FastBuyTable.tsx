import { useState } from 'react';
import { Radio, Table } from 'antd';
import { Link } from 'react-router';
import { fmtTime } from '../../order';
import { useFastBuy } from '../api/quickbuy';
import { RowAdd } from './RowAdd';

const PAGE_SIZE = 10;

/** 常购商品: goods from the buyer's paid orders, with a quantity box and add-to-cart on each row. */
export function FastBuyTable() {
  const [page, setPage] = useState(1);
  const [order, setOrder] = useState<'times' | 'recent' | 'number'>('times');
  const q = useFastBuy(page, order, PAGE_SIZE);
  return (
    <>
      <Radio.Group
        size="small"
        value={order}
        style={{ marginBottom: 8 }}
        onChange={(e) => {
          setOrder(e.target.value as typeof order);
          setPage(1);
        }}
        options={[
          { value: 'times', label: '按购买次数' },
          { value: 'recent', label: '按最近购买' },
          { value: 'number', label: '按购买数量' },
        ]}
        optionType="button"
      />
      <Table
        size="small"
        bordered
        rowKey={(r) => r.goods.id}
        loading={q.isLoading}
        dataSource={q.data?.list ?? []}
        locale={{ emptyText: '暂无购买记录，下单后常购商品会显示在这里' }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: q.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          {
            title: '商品名称',
            render: (_, r) => <Link to={`/list/info/${r.goods.id}`}>{r.goods.name}</Link>,
          },
          { title: '规格', width: 110, render: (_, r) => r.goods.ypgg },
          { title: '生产厂家', width: 170, ellipsis: true, render: (_, r) => r.goods.sccj },
          {
            title: '单价',
            width: 80,
            render: (_, r) => (r.goods.base_price ? `¥${r.goods.base_price}` : '—'),
          },
          { title: '次数', width: 52, dataIndex: 'times' },
          { title: '累计', width: 60, dataIndex: 'total_number' },
          { title: '最近购买', width: 96, render: (_, r) => fmtTime(r.last_bought_at).slice(0, 10) },
          {
            title: '采购',
            width: 190,
            render: (_, r) => (
              <RowAdd
                goodsId={r.goods.id}
                initial={Math.max(r.last_number, r.goods.min_qty)}
                canBuy={r.goods.can_buy}
                reason={r.goods.buy_block_reason}
                label={r.goods.name}
              />
            ),
          },
        ]}
      />
    </>
  );
}
