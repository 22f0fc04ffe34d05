import { useRef } from 'react';
import {
  ModalForm,
  PageContainer,
  ProFormRadio,
  ProFormTextArea,
  ProTable,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components';
import { App, Button, Tag } from 'antd';
import dayjs from 'dayjs';
import { dispose, fetchQuarantine, type QuarantineRow } from '../api/warehouse';

/** 处置 one quarantined row: 销毁 or 退回供应商, always with a reason (who and when are recorded). */
function DisposeButton({ row, onDone }: { row: QuarantineRow; onDone: () => void }) {
  const { message } = App.useApp();
  return (
    <ModalForm<{ action: 'destroyed' | 'returned'; reason: string }>
      title={`处置不合格品：${row.goods_name} 批号 ${row.batch_no} × ${row.number}`}
      width={460}
      modalProps={{ destroyOnHidden: true }}
      trigger={
        <Button size="small" type="link">
          处置
        </Button>
      }
      onFinish={async (v) => {
        await dispose(row.id, v);
        message.success('处置已记录');
        onDone();
        return true;
      }}
    >
      <ProFormRadio.Group
        name="action"
        label="处置方式"
        rules={[{ required: true, message: '请选择处置方式' }]}
        options={[
          { label: '销毁', value: 'destroyed' },
          { label: '退回供应商', value: 'returned' },
        ]}
      />
      <ProFormTextArea
        name="reason"
        label="处置原因"
        fieldProps={{ maxLength: 200, rows: 3 }}
        rules={[{ required: true, whitespace: true, message: '请填写处置原因' }]}
      />
    </ModalForm>
  );
}

/** 不合格品: returns inspected 不合格 wait here (not saleable) until disposed. */
export function QuarantinePage() {
  const ref = useRef<ActionType>(undefined);
  const columns: ProColumns<QuarantineRow>[] = [
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      valueEnum: {
        held: { text: '待处置' },
        destroyed: { text: '已销毁' },
        returned: { text: '已退回供应商' },
      },
      render: (_, r) => <Tag color={r.status === 'held' ? 'red' : 'default'}>{r.status_text}</Tag>,
    },
    { title: '商品', dataIndex: 'goods_name', ellipsis: true, search: false },
    { title: '规格', dataIndex: 'ypgg', width: 120, search: false },
    { title: '批号', dataIndex: 'batch_no', width: 110, search: false },
    { title: '数量', dataIndex: 'number', width: 60, align: 'right', search: false },
    { title: '不合格原因', dataIndex: 'reason', ellipsis: true, search: false },
    { title: '售后单', dataIndex: 'aftersale_id', width: 70, search: false },
    {
      title: '入区时间',
      dataIndex: 'created_at',
      width: 120,
      search: false,
      render: (_, r) => dayjs(r.created_at).format('MM-DD HH:mm'),
    },
    {
      title: '处置',
      dataIndex: 'disposal_reason',
      ellipsis: true,
      search: false,
      render: (_, r) => (r.disposed_at ? `${r.disposed_by} ${r.disposed_at}：${r.disposal_reason}` : '—'),
    },
    {
      title: '操作',
      valueType: 'option',
      width: 70,
      render: (_, r) =>
        r.status === 'held' ? <DisposeButton row={r} onDone={() => void ref.current?.reload()} /> : null,
    },
  ];
  return (
    <PageContainer title="不合格品">
      <ProTable<QuarantineRow>
        actionRef={ref}
        rowKey="id"
        size="small"
        columns={columns}
        request={async ({ current, pageSize, ...rest }) => {
          const res = await fetchQuarantine({ ...rest, page: current, page_size: pageSize });
          return { data: res.list, total: res.total, success: true };
        }}
        pagination={{ defaultPageSize: 20 }}
        search={{ labelWidth: 'auto' }}
      />
    </PageContainer>
  );
}
