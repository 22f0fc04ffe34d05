import { Input, Tag } from 'antd';
import type { AdminVoucherRow } from '@shop/shared';
import type { BulkDialogProps } from '../../../components/BulkActions';
import { BulkItemsDialog } from '../../../components/BulkItemsDialog';
import { bulkConfirmVouchers } from '../api/finance';

/**
 * 批量确认到账: each chosen voucher with the amount and serial read off the bank statement (the
 * buyer's claim filled in); short leaves the rest due, over goes to the buyer's balance.
 */
export function BulkConfirmDialog({ rows, ...p }: BulkDialogProps & { rows: AdminVoucherRow[] }) {
  return (
    <BulkItemsDialog<AdminVoucherRow>
      {...p}
      title="批量确认到账"
      okText="确认到账"
      rows={rows}
      columns={[
        { title: '客户', dataIndex: 'company', ellipsis: true },
        {
          title: '用途',
          dataIndex: 'order_no',
          width: 190,
          render: (_, r) => (r.order_no ? `订单 ${r.order_no}` : <Tag>账期还款</Tag>),
        },
        { title: '应收', dataIndex: 'due', width: 90, align: 'right' },
        { title: '客户申报', dataIndex: 'claimed', width: 90, align: 'right' },
      ]}
      fields={[
        {
          name: 'amount',
          title: '实收金额（元）',
          width: 120,
          input: <Input />,
          rules: [
            { required: true, message: '请填写到账金额' },
            { pattern: /^\d+(\.\d{1,2})?$/, message: '请填写正确的到账金额' },
          ],
        },
        {
          name: 'bank_serial',
          title: '银行流水号',
          width: 180,
          input: <Input maxLength={40} />,
          rules: [
            { required: true, message: '请填写银行流水号' },
            { pattern: /^[A-Za-z0-9-]{4,40}$/, message: '银行流水号应为4到40位字母、数字或短横线' },
          ],
        },
      ]}
      initial={(r) => ({ amount: r.claimed, bank_serial: '' })}
      submit={(items) =>
        bulkConfirmVouchers(
          items.map((i) => ({ id: i.id, amount: String(i.amount), bank_serial: String(i.bank_serial) })),
        )
      }
    />
  );
}
