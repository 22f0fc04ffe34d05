import { Table, Typography } from 'antd';
import { AUDIT_FIELD_TEXT } from '@shop/shared';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) =>
  v === undefined || v === null
    ? '—'
    : typeof v === 'string'
      ? v
      : typeof v === 'boolean'
        ? v
          ? '是'
          : '否'
        : JSON.stringify(v);

/** Before and after, field by field, the changed ones marked: what a GSP inspector reads. */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  if (keys.length === 0) return <Typography.Text type="secondary">此操作没有字段变化记录</Typography.Text>;
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={keys.map((key) => ({ key, before: b[key], after: a[key] }))}
      columns={[
        { title: '字段', dataIndex: 'key', width: 120, render: (k: string) => AUDIT_FIELD_TEXT[k] ?? k },
        {
          title: '修改前',
          dataIndex: 'before',
          render: (v: unknown) => <Typography.Text delete>{text(v)}</Typography.Text>,
        },
        {
          title: '修改后',
          dataIndex: 'after',
          render: (v: unknown, r) => (
            <Typography.Text type={JSON.stringify(v) !== JSON.stringify(r.before) ? 'success' : undefined}>
              {text(v)}
            </Typography.Text>
          ),
        },
      ]}
    />
  );
}
