import { Button, Popconfirm, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import type { GoodsCard } from '@shop/shared';
import { BuyControls } from './BuyControls';
import { detailPath } from './CardGrid';
import { GoodsImage } from './GoodsImage';
import { Marks } from './Marks';
import { PackHint } from './PackHint';
import { PriceView } from './PriceView';

interface Props {
  list: GoodsCard[];
  loading: boolean;
  selected: number[];
  onSelect: (ids: number[]) => void;
  onCancel: (ids: number[]) => void;
}

/** The favourites as a buyer re-orders from them: goods, price, stock, buy, and 取消收藏. */
export function FavoriteTable({ list, loading, selected, onSelect, onCancel }: Props) {
  const columns: ColumnsType<GoodsCard> = [
    {
      title: '商品',
      key: 'goods',
      render: (_, g) => (
        <div className="ky-fav-goods">
          <Link to={detailPath(g.id)}>
            <GoodsImage images={g.goods_image} name={g.name} size={56} />
          </Link>
          <div>
            <Link to={detailPath(g.id)} className="ky-fav-name">
              <Marks goods={g} />
              {g.name}
            </Link>
            <div className="ky-muted">{g.ypgg}</div>
          </div>
        </div>
      ),
    },
    { title: '生产厂家', dataIndex: 'sccj', width: 150, ellipsis: true },
    { title: '价格', key: 'price', width: 96, render: (_, g) => <PriceView goods={g} /> },
    {
      title: '库存',
      key: 'stock',
      width: 72,
      render: (_, g) => (g.number > 0 ? `${g.number}${g.bzdw}` : <span className="ky-muted">缺货</span>),
    },
    {
      title: '采购',
      key: 'buy',
      width: 212,
      render: (_, g) => (
        <>
          <BuyControls goods={g} />
          <PackHint goods={g} />
        </>
      ),
    },
    {
      title: '操作',
      key: 'cancel',
      width: 80,
      render: (_, g) => (
        <Button type="link" size="small" onClick={() => onCancel([g.id])}>
          取消收藏
        </Button>
      ),
    },
  ];
  return (
    <Table<GoodsCard>
      className="ky-fav-table"
      rowKey="id"
      size="small"
      loading={loading}
      columns={columns}
      dataSource={list}
      pagination={false}
      rowSelection={{ selectedRowKeys: selected, onChange: (keys) => onSelect(keys.map(Number)) }}
      footer={() => (
        <Popconfirm
          title={`确定取消收藏选中的${selected.length}个商品吗？`}
          disabled={selected.length === 0}
          onConfirm={() => onCancel(selected)}
        >
          <Button size="small" disabled={selected.length === 0}>
            批量取消收藏{selected.length > 0 ? `（${selected.length}）` : ''}
          </Button>
        </Popconfirm>
      )}
    />
  );
}
