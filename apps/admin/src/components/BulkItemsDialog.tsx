import { useState, type ReactNode } from 'react';
import { Form, Modal, Table, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ColumnsType } from 'antd/es/table';
import type { AdminBulkResult } from '@shop/shared';
import type { BulkDialogProps } from './BulkActions';

/** One input every chosen row gets (运单号, 银行流水号), edited in that row's cell. */
export interface BulkField {
  name: string;
  title: string;
  width: number;
  input: ReactNode;
  rules?: Rule[];
}

interface Props<R extends { id: number }> extends BulkDialogProps {
  title: string;
  /** The chosen rows as the table last showed them (rows of other pages included). */
  rows: R[];
  /** Read-only cells naming the row (order no., company, amount due). */
  columns: ColumnsType<R>;
  fields: BulkField[];
  initial: (row: R) => Record<string, unknown>;
  submit: (items: ({ id: number } & Record<string, unknown>)[]) => Promise<AdminBulkResult>;
  /** Above the table: a control filling one field of every row at once (统一物流公司). */
  extra?: (form: FormInstance) => ReactNode;
  okText?: string;
}

/**
 * A bulk action whose rows each need their own input: one table, one editable cell per field per
 * row, validated before anything is sent; the server then answers each row done or refused.
 */
export function BulkItemsDialog<R extends { id: number }>(p: Props<R>) {
  const [form] = Form.useForm<{ items: Record<string, unknown>[] }>();
  const [busy, setBusy] = useState(false);
  const rows = p.ids.map((id) => p.rows.find((r) => r.id === id)).filter((r): r is R => r !== undefined);
  const inputs: ColumnsType<R> = p.fields.map((f) => ({
    title: f.title,
    key: f.name,
    width: f.width,
    render: (_: unknown, _r: R, i: number) => (
      <Form.Item name={['items', i, f.name]} rules={f.rules} style={{ margin: 0 }}>
        {f.input}
      </Form.Item>
    ),
  }));
  const ok = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setBusy(true);
    try {
      p.onResult(await p.submit(rows.map((r, i) => ({ ...v.items[i], id: r.id }))));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      width={960}
      title={`${p.title}（${rows.length} 条）`}
      okText={p.okText ?? '确定'}
      confirmLoading={busy}
      onOk={() => void ok()}
      onCancel={p.onClose}
    >
      <Form form={form} initialValues={{ items: rows.map(p.initial) }} size="small">
        {p.extra?.(form)}
        <Table<R>
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ y: 420 }}
          dataSource={rows}
          columns={[...p.columns, ...inputs]}
        />
      </Form>
    </Modal>
  );
}
