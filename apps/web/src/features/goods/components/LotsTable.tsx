import { Table } from 'antd';
import type { GoodsLot } from '@shop/shared';

/** Batches on sale, earliest expiry first, with each batch's 药检报告. */
export function LotsTable({ lots }: { lots: GoodsLot[] }) {
  return (
    <Table<GoodsLot>
      size="small"
      rowKey="batch_no"
      pagination={false}
      dataSource={lots}
      locale={{ emptyText: '暂无在售批次' }}
      columns={[
        { title: '批号', dataIndex: 'batch_no' },
        { title: '生产日期', dataIndex: 'produced_on' },
        { title: '有效期至', dataIndex: 'expires_on' },
        { title: '库存', dataIndex: 'stock' },
        {
          title: '药检报告',
          dataIndex: 'report_url',
          render: (url: string) =>
            url ? (
              <a href={url} target="_blank" rel="noreferrer">
                查看
              </a>
            ) : (
              <span className="ky-muted">暂无</span>
            ),
        },
      ]}
    />
  );
}
