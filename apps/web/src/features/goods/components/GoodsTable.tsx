import { useState } from 'react';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import type { GoodsCard } from '@shop/shared';
import { firstQuantity } from '../lib/buy-line';
import { AddToCartButton } from './BuyControls';
import { detailPath } from './CardGrid';
import { GoodsTags } from './GoodsTags';
import { ladderTextFor } from './LadderPriceText';
import { Marks } from './Marks';
import { PackHint } from './PackHint';
import { PriceView } from './PriceView';
import { QtyStepper } from './QtyStepper';

/** Supply price and, beneath it, the ladder tiers as they stand for the row's chosen quantity. */
function PriceCell({ goods, quantity }: { goods: GoodsCard; quantity: number }) {
  const ladder = ladderTextFor(goods, quantity);
  return (
    <>
      <PriceView goods={goods} />
      {ladder?.rows.map((r) => (
        <div key={r.number} className={`ky-table-ladder${r.active ? ' is-active' : ''}`}>
          {r.text}
        </div>
      ))}
    </>
  );
}

/**
 * The dense table view (/list/table, /search/table) pharmacies order from. Quantity and 操作 are
 * separate columns, so the row's quantity lives here and both cells (and the ladder text) read it.
 */
export function GoodsTable({ list }: { list: GoodsCard[] }) {
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const quantityOf = (g: GoodsCard) => chosen[g.id] ?? firstQuantity(g);
  const columns: ColumnsType<GoodsCard> = [
    {
      title: '商品名称',
      key: 'name',
      render: (_, g) => (
        <>
          <Marks goods={g} />
          <Link to={detailPath(g.id)}>{g.name}</Link> <GoodsTags tags={g.tags} />
        </>
      ),
    },
    { title: '规格', dataIndex: 'ypgg', width: 120, ellipsis: true },
    { title: '厂家', dataIndex: 'sccj', width: 170, ellipsis: true },
    { title: '批准文号', dataIndex: 'approval_no', width: 150, render: (v: string) => v || '—' },
    { title: '效期', dataIndex: 'nearest_expiry', width: 96, render: (v: string | null) => v ?? '—' },
    {
      title: '库存',
      key: 'stock',
      width: 84,
      render: (_, g) =>
        g.number > 0 ? (
          <>
            {g.number}
            <span className="ky-muted">{g.bzdw}</span>
          </>
        ) : (
          <span className="ky-muted">缺货</span>
        ),
    },
    {
      title: '价格(阶梯)',
      key: 'price',
      width: 130,
      render: (_, g) => <PriceCell goods={g} quantity={quantityOf(g)} />,
    },
    {
      title: '数量',
      key: 'quantity',
      width: 100,
      render: (_, g) => (
        <>
          <QtyStepper
            goods={g}
            size="small"
            value={quantityOf(g)}
            disabled={!g.can_buy}
            onChange={(n) => setChosen((c) => ({ ...c, [g.id]: n }))}
          />
          <PackHint goods={g} />
        </>
      ),
    },
    {
      title: '操作',
      key: 'buy',
      width: 118,
      render: (_, g) => <AddToCartButton goods={g} quantity={quantityOf(g)} />,
    },
  ];
  return (
    <Table<GoodsCard>
      className="ky-goods-table"
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={list}
      pagination={false}
    />
  );
}
