import { Input, Select, Space } from 'antd';
import { LOGISTICS_CARRIERS, type AdminOrderRow } from '@shop/shared';
import type { BulkDialogProps } from '../../../components/BulkActions';
import { BulkItemsDialog } from '../../../components/BulkItemsDialog';
import { bulkShipOrders } from '../api/orders';

const carriers = LOGISTICS_CARRIERS.map((c) => ({ value: c, label: c }));

/**
 * 批量发货: each chosen order gets its carrier (one pick fills every row) and its own tracking no.
 * Orders not yet checked, or 含麻黄碱 (ID checked on the order's page), come back named by the server.
 */
export function BulkShipDialog({ rows, ...p }: BulkDialogProps & { rows: AdminOrderRow[] }) {
  return (
    <BulkItemsDialog<AdminOrderRow>
      {...p}
      title="批量发货"
      okText="确认发货"
      rows={rows}
      columns={[
        { title: '订单号', dataIndex: 'order_no', width: 190 },
        { title: '客户', dataIndex: 'buyer_company', ellipsis: true },
        { title: '收货地区', dataIndex: 'region', width: 140, ellipsis: true },
      ]}
      fields={[
        {
          name: 'company',
          title: '物流公司',
          width: 150,
          input: <Select options={carriers} placeholder="选择物流公司" />,
          rules: [{ required: true, message: '请选择物流公司' }],
        },
        {
          name: 'tracking_no',
          title: '运单号',
          width: 190,
          input: <Input placeholder="6-32位字母或数字" maxLength={32} />,
          rules: [
            { required: true, message: '请填写运单号' },
            { pattern: /^[A-Za-z0-9-]{6,32}$/, message: '运单号为6-32位字母或数字' },
          ],
        },
      ]}
      initial={() => ({ company: LOGISTICS_CARRIERS[0], tracking_no: '' })}
      extra={(form) => (
        <Space style={{ marginBottom: 8 }}>
          <span>统一物流公司：</span>
          <Select
            style={{ width: 160 }}
            options={carriers}
            placeholder="应用到全部订单"
            onChange={(company: string) => {
              const items = (form.getFieldValue('items') as Record<string, unknown>[]).map((i) => ({
                ...i,
                company,
              }));
              form.setFieldsValue({ items });
            }}
          />
        </Space>
      )}
      submit={(items) =>
        bulkShipOrders(
          items.map((i) => ({ id: i.id, company: String(i.company), tracking_no: String(i.tracking_no) })),
        )
      }
    />
  );
}
