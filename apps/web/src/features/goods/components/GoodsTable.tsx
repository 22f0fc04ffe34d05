import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import type { GoodsCard } from '../api/types';
import { detailPath } from './CardGrid';
import { GoodsTags } from './GoodsTags';
import { Marks } from './Marks';
import { PriceView } from './PriceView';

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
  { title: '规格', dataIndex: 'ypgg', width: 150 },
  { title: '生产厂家', dataIndex: 'sccj', width: 220, ellipsis: true },
  { title: '单位', dataIndex: 'bzdw', width: 60 },
  { title: '中包装', dataIndex: 'mid_pack', width: 70 },
  { title: '效期', dataIndex: 'nearest_expiry', width: 110, render: (v: string | null) => v ?? '—' },
  { title: '库存', dataIndex: 'number', width: 80, render: (n: number) => (n > 0 ? n : '缺货') },
  { title: '供货价', key: 'price', width: 110, render: (_, g) => <PriceView goods={g} /> },
];

/** The dense table view (/list/table, /search/table) pharmacies order from. */
export function GoodsTable({ list }: { list: GoodsCard[] }) {
  return <Table<GoodsCard> rowKey="id" size="small" columns={columns} dataSource={list} pagination={false} />;
}
