import { useRef, useState } from 'react';
import {
  PageContainer,
  ProTable,
  ModalForm,
  ProFormText,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components';
import { Button, Segmented, Tag, message } from 'antd';
import type { AdminVoucherRow } from '@shop/shared';
import { fileUrl } from '../../../lib/api';
import { useCan } from '../../../lib/session';
import { BulkActions, type BulkAction, type BulkDialogProps } from '../../../components/BulkActions';
import { confirmVoucher, fetchVouchers, rejectVoucher } from '../api/finance';
import { BulkConfirmDialog } from '../components/BulkConfirmDialog';

type Status = AdminVoucherRow['status'];

/** 转账凭证: buyers' bank slips waiting for finance to match them against the bank statement. */
export function VouchersPage() {
  const [status, setStatus] = useState<Status>('submitted');
  const ref = useRef<ActionType>(undefined);
  const can = useCan();
  const [selected, setSelected] = useState<number[]>([]);
  // The rows seen on any page: the bulk dialog lists each chosen voucher, a refused one is named.
  const seen = useRef(new Map<number, AdminVoucherRow>());
  const bulk = status === 'submitted' && can('order.confirm_transfer');
  const actions: BulkAction[] = [
    {
      key: 'confirm',
      label: '批量确认到账',
      dialog: (p: BulkDialogProps) => <BulkConfirmDialog {...p} rows={[...seen.current.values()]} />,
    },
  ];
  const columns: ProColumns<AdminVoucherRow>[] = [
    { title: '提交时间', dataIndex: 'created_at', valueType: 'dateTime', width: 160 },
    { title: '客户', dataIndex: 'company', ellipsis: true, width: 220 },
    {
      title: '用途',
      dataIndex: 'order_no',
      width: 190,
      render: (_, r) => (r.order_no ? `订单 ${r.order_no}` : <Tag>账期还款</Tag>),
    },
    { title: '应收', dataIndex: 'due', align: 'right', width: 100 },
    { title: '客户申报', dataIndex: 'claimed', align: 'right', width: 100 },
    { title: '客户备注', dataIndex: 'buyer_note', ellipsis: true },
    {
      title: '凭证',
      dataIndex: 'file_url',
      width: 70,
      render: (_, r) => (
        <a href={fileUrl(r.file_url.replace(/^\/api\/admin/, ''))} target="_blank" rel="noreferrer">
          查看
        </a>
      ),
    },
    ...(status === 'confirmed'
      ? ([
          { title: '实收', dataIndex: 'received', align: 'right', width: 100 },
          { title: '银行流水号', dataIndex: 'bank_serial', width: 160 },
          { title: '内部备注', dataIndex: 'internal_note', ellipsis: true },
        ] as ProColumns<AdminVoucherRow>[])
      : []),
    ...(status === 'rejected'
      ? ([{ title: '驳回原因', dataIndex: 'reject_reason', ellipsis: true }] as ProColumns<AdminVoucherRow>[])
      : []),
    {
      title: '操作',
      valueType: 'option',
      width: 150,
      render: (_, r) =>
        r.status === 'submitted' && can('order.confirm_transfer')
          ? [
              <ModalForm<{ amount: string; bank_serial: string; note: string }>
                key="c"
                title={`确认到账：${r.company}`}
                trigger={
                  <Button size="small" type="primary">
                    确认到账
                  </Button>
                }
                initialValues={{ amount: r.claimed }}
                onFinish={async (v) => {
                  const m = await confirmVoucher(r.id, v);
                  void message.success(
                    `已确认到账：冲抵 ¥${m.applied}${m.to_balance !== '0.00' ? `，多付 ¥${m.to_balance} 转入余额` : ''}${m.remaining !== '0.00' ? `，尚欠 ¥${m.remaining}` : ''}`,
                  );
                  void ref.current?.reload();
                  return true;
                }}
              >
                <p>
                  应收 ¥{r.due}，客户申报 ¥{r.claimed}
                  。请按银行流水填写实收金额：少于应收的部分仍待支付，多出部分转入客户余额。
                </p>
                <ProFormText
                  name="amount"
                  label="实收金额（元）"
                  rules={[{ required: true, message: '请填写到账金额' }]}
                />
                <ProFormText
                  name="bank_serial"
                  label="银行流水号"
                  rules={[{ required: true, message: '请填写银行流水号' }]}
                />
                <ProFormText name="note" label="内部备注（客户不可见）" />
              </ModalForm>,
              <ModalForm<{ reason: string }>
                key="r"
                title={`驳回凭证：${r.company}`}
                trigger={
                  <Button size="small" danger>
                    驳回
                  </Button>
                }
                onFinish={async (v) => {
                  await rejectVoucher(r.id, v.reason);
                  void message.success('已驳回，客户可看到原因并重新上传');
                  void ref.current?.reload();
                  return true;
                }}
              >
                <ProFormText
                  name="reason"
                  label="驳回原因（客户可见）"
                  placeholder="如：凭证金额与到账不符，请核对后重新上传"
                  rules={[{ required: true, message: '请填写驳回原因' }]}
                />
              </ModalForm>,
            ]
          : null,
    },
  ];
  return (
    <PageContainer>
      <Segmented<Status>
        value={status}
        onChange={(v) => {
          setStatus(v);
          setSelected([]);
          void ref.current?.reload();
        }}
        options={[
          { value: 'submitted', label: '待确认' },
          { value: 'confirmed', label: '已确认' },
          { value: 'rejected', label: '未通过' },
        ]}
        style={{ marginBottom: 12 }}
      />
      <ProTable<AdminVoucherRow>
        actionRef={ref}
        rowKey="id"
        size="small"
        search={false}
        columns={columns}
        params={{ status }}
        request={async (p) => {
          const r = await fetchVouchers({ page: p.current, page_size: p.pageSize, status });
          for (const v of r.list) seen.current.set(v.id, v);
          return { data: r.list, total: r.total, success: true };
        }}
        rowSelection={
          bulk && {
            preserveSelectedRowKeys: true,
            selectedRowKeys: selected,
            onChange: (k) => setSelected(k as number[]),
          }
        }
        tableAlertRender={false}
        toolBarRender={() =>
          bulk
            ? [
                <BulkActions
                  key="bulk"
                  selected={selected}
                  actions={actions}
                  rowName={(id) => {
                    const v = seen.current.get(id);
                    return v
                      ? `${v.company} ${v.order_no ? `订单 ${v.order_no}` : '账期还款'}`
                      : `凭证 #${id}`;
                  }}
                  onDone={(done) => {
                    setSelected((s) => s.filter((id) => !done.includes(id)));
                    void ref.current?.reload();
                  }}
                />,
              ]
            : []
        }
      />
    </PageContainer>
  );
}
