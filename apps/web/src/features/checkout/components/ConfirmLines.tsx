import { Table, Tag } from 'antd';
import { LineParts } from '../../../components/common/LineParts';
import { HoverTip } from '../../../components/common/HoverTip';
import type { TableColumnsType } from 'antd';
import type { ConfirmGroup, ConfirmLine } from '@shop/shared';
import { signedYuan, yuan } from '../../../lib/yuan';

const columns: TableColumnsType<ConfirmLine> = [
  {
    title: '商品信息',
    key: 'goods',
    render: (_v, l) => (
      <div style={{ display: 'flex', gap: 10, alignItems: 'center' }}>
        <img
          src={l.image}
          alt={l.name}
          width={56}
          height={56}
          style={{ objectFit: 'contain', border: '1px solid #eee' }}
        />
        <div style={{ minWidth: 0 }}>
          <div style={{ fontWeight: 600 }}>
            {l.is_ephedrine && <Tag color="volcano">含麻</Tag>}
            {l.name}
          </div>
          <div style={{ color: '#888', fontSize: 12 }}>批号/效期：以实际出库批次为准，随货同行单注明</div>
          {l.block_reason && <div style={{ color: '#d4282d', fontSize: 12 }}>{l.block_reason}</div>}
        </div>
      </div>
    ),
  },
  { title: '规格', dataIndex: 'ypgg', width: 130 },
  { title: '生产厂家', dataIndex: 'sccj', width: 190, ellipsis: true },
  { title: '单位', dataIndex: 'bzdw', width: 56, align: 'center' },
  {
    title: '单价',
    key: 'price',
    width: 110,
    align: 'right',
    render: (_v, l) => (
      <span>
        {yuan(l.price)}
        {l.price_changed && (
          <HoverTip title={`加入购物车时为 ${yuan(l.seen_price)}`}>
            <Tag color="orange" style={{ marginLeft: 4, marginRight: 0 }}>
              价格变动
            </Tag>
          </HoverTip>
        )}
      </span>
    ),
  },
  { title: '数量', dataIndex: 'number', width: 70, align: 'center' },
  {
    title: '小计',
    key: 'total',
    width: 110,
    align: 'right',
    render: (_v, l) => (
      <>
        <strong style={{ color: '#d4282d' }}>{yuan(l.total)}</strong>
        <LineParts parts={l.parts} unit={l.bzdw} />
      </>
    ),
  },
];

/** One group (one future order): its lines and the group's own figures from the server. */
export function ConfirmLines({ group }: { group: ConfirmGroup }) {
  const a = group.amounts;
  return (
    <div style={{ marginBottom: 12 }}>
      <div style={{ padding: '6px 0', fontWeight: 600 }}>
        {group.kind === 'ephedrine' && <Tag color="volcano">单独成单</Tag>}
        {group.title}（{group.lines.length}种商品）
      </div>
      <Table<ConfirmLine>
        size="small"
        bordered
        rowKey="id"
        columns={columns}
        dataSource={group.lines}
        pagination={false}
      />
      <div
        style={{
          textAlign: 'right',
          padding: '6px 8px',
          background: '#fafafa',
          border: '1px solid #f0f0f0',
          borderTop: 0,
        }}
      >
        本单商品金额 {yuan(a.goods_amount)}，满减 {signedYuan('-', a.manjian_amount)}，优惠券{' '}
        {signedYuan('-', a.coupon_amount)}
        ，运费 {yuan(a.shipping_fee)}，小计 <strong style={{ color: '#d4282d' }}>{yuan(a.payable)}</strong>
        {group.shipping_gap !== '0.00' && (
          <span style={{ color: '#fa8c16', marginLeft: 8 }}>再购 {yuan(group.shipping_gap)} 可免运费</span>
        )}
      </div>
    </div>
  );
}
