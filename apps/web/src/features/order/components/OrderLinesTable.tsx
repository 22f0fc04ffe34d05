import { Table } from 'antd';
import type { TableColumnsType } from 'antd';
import type { OrderDetail } from '@shop/shared';
import { LineParts } from '../../../components/common/LineParts';

type Line = OrderDetail['lines'][number];

/** GSP: every line shows the lots it was filled from (批号, 生产日期, 有效期至, 数量). */
function Lots({ line }: { line: Line }) {
  if (line.lots.length === 0) return <span style={{ color: '#999' }}>待出库分配批号</span>;
  return (
    <table style={{ fontSize: 12, borderCollapse: 'collapse' }}>
      <tbody>
        {line.lots.map((l) => (
          <tr key={l.batch_no}>
            <td style={{ paddingRight: 8 }}>批号 {l.batch_no}</td>
            <td style={{ paddingRight: 8, color: '#666' }}>生产 {l.produced_on}</td>
            <td style={{ paddingRight: 8, color: '#666' }}>有效期至 {l.expires_on}</td>
            <td>×{l.number}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const columns: TableColumnsType<Line> = [
  {
    title: '商品信息',
    key: 'goods',
    render: (_v, l) => (
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <img
          src={l.image}
          alt={l.name}
          width={52}
          height={52}
          style={{ objectFit: 'contain', border: '1px solid #eee' }}
        />
        <div style={{ fontSize: 12, lineHeight: 1.6 }}>
          <div style={{ fontWeight: 600, fontSize: 13 }}>{l.name}</div>
          <div style={{ color: '#666' }}>
            {l.ypgg}
            {'\u3000'}
            {l.sccj}
          </div>
          <div style={{ color: '#999' }}>批准文号：{l.approval_no}</div>
          <LineParts parts={l.parts} unit={l.bzdw} />
        </div>
      </div>
    ),
  },
  { title: '批号 / 效期', key: 'lots', width: 380, render: (_v, l) => <Lots line={l} /> },
  { title: '单位', dataIndex: 'bzdw', width: 50, align: 'center' },
  { title: '单价', key: 'price', width: 90, align: 'right', render: (_v, l) => `¥${l.price}` },
  { title: '数量', dataIndex: 'number', width: 60, align: 'center' },
  {
    title: '小计',
    key: 'total',
    width: 100,
    align: 'right',
    render: (_v, l) => <strong style={{ color: '#d4282d' }}>¥{l.total}</strong>,
  },
];

export function OrderLinesTable({ lines }: { lines: Line[] }) {
  return (
    <Table<Line> size="small" bordered rowKey="id" columns={columns} dataSource={lines} pagination={false} />
  );
}
