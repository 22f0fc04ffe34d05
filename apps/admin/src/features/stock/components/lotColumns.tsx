import type { ProColumns } from '@ant-design/pro-components';
import { Tag } from 'antd';
import type { AdminLot } from '../api/lots';
import { LotActions } from './LotActions';

/** The lot table's columns. */
export function lotColumns(withGoods: boolean): ProColumns<AdminLot>[] {
  return [
    ...(withGoods
      ? ([
          {
            title: '关键词',
            dataIndex: 'keyword',
            hideInTable: true,
            fieldProps: { placeholder: '商品名 / 拼音 / 批号' },
          },
          {
            title: '商品',
            dataIndex: 'goods_name',
            width: 220,
            fixed: 'left',
            search: false,
            ellipsis: true,
          },
          { title: '规格', dataIndex: 'ypgg', width: 130, search: false, ellipsis: true },
          { title: '生产厂家', dataIndex: 'sccj', width: 180, search: false, ellipsis: true },
        ] as ProColumns<AdminLot>[])
      : []),
    { title: '批号', dataIndex: 'batch_no', width: 120, search: false, ellipsis: true },
    { title: '生产日期', dataIndex: 'produced_on', width: 100, search: false },
    { title: '有效期至', dataIndex: 'expires_on', width: 100, search: false },
    {
      title: '剩余天数',
      dataIndex: 'days_left',
      width: 80,
      search: false,
      align: 'right',
      render: (_, r) => (
        <span style={{ color: r.days_left < 0 ? '#999' : r.days_left < 180 ? '#fa541c' : undefined }}>
          {r.days_left}
        </span>
      ),
    },
    { title: '库存', dataIndex: 'stock', width: 70, align: 'right', search: false },
    {
      title: '状态',
      dataIndex: 'frozen',
      width: 120,
      ellipsis: true,
      search: false,
      render: (_, r) =>
        r.frozen ? (
          <Tag color="red" title={r.frozen_reason}>
            冻结{r.frozen_reason ? `：${r.frozen_reason}` : ''}
          </Tag>
        ) : r.days_left < 0 ? (
          <Tag>已过期</Tag>
        ) : (
          <Tag color="green">可售</Tag>
        ),
    },
    {
      title: '操作',
      width: 330,
      search: false,
      // The table's own action reloads it after a change, so no ref is read while rendering.
      render: (_, r, __, action) => <LotActions lot={r} onDone={() => void action?.reload()} />,
    },
  ];
}
