import { Button, Popconfirm, Space, Table, Tag, Tooltip } from 'antd';
import { ERP_SCOPES, type AdminErpTokenRow } from '@shop/shared';

const STATUS = {
  active: { text: '有效', color: 'green' },
  expired: { text: '已过期', color: 'orange' },
  revoked: { text: '已吊销', color: 'default' },
} as const;

const scopeLabel = (s: string) => ERP_SCOPES[s as keyof typeof ERP_SCOPES] ?? s;

interface Props {
  rows: AdminErpTokenRow[];
  loading?: boolean;
  onEdit: (row: AdminErpTokenRow) => void;
  onRotate: (row: AdminErpTokenRow) => void;
  onRevoke: (row: AdminErpTokenRow) => void;
}

/** The tokens as an operator checks them: what each may do, from where, until when, last used. */
export function ErpTokenTable({ rows, loading, onEdit, onRotate, onRevoke }: Props) {
  return (
    <Table<AdminErpTokenRow>
      rowKey="id"
      size="small"
      loading={loading}
      pagination={false}
      dataSource={rows}
      columns={[
        { title: '名称', dataIndex: 'name', width: 140 },
        { title: '令牌前缀', dataIndex: 'prefix', width: 110, render: (p: string) => <code>{p}…</code> },
        {
          title: '权限范围',
          dataIndex: 'scopes',
          render: (scopes: string[]) => (
            <Space size={[4, 4]} wrap>
              {scopes.map((s) => (
                <Tooltip key={s} title={s}>
                  <Tag>{scopeLabel(s)}</Tag>
                </Tooltip>
              ))}
            </Space>
          ),
        },
        {
          title: 'IP 白名单',
          dataIndex: 'ip_allow',
          width: 150,
          render: (ips: string[]) => (ips.length ? ips.join('，') : '不限'),
        },
        { title: '到期日', dataIndex: 'expires_on', width: 100, render: (d: string | null) => d ?? '长期' },
        {
          title: '状态',
          dataIndex: 'status',
          width: 80,
          render: (s: AdminErpTokenRow['status']) => <Tag color={STATUS[s].color}>{STATUS[s].text}</Tag>,
        },
        {
          title: '最近使用',
          key: 'used',
          width: 200,
          render: (_, r) => (r.last_used_at ? `${r.last_used_at}（${r.last_used_ip}）` : '从未使用'),
        },
        { title: '创建时间', dataIndex: 'created_at', width: 130 },
        {
          title: '操作',
          key: 'actions',
          width: 150,
          render: (_, r) =>
            r.status === 'revoked' ? null : (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => onEdit(r)}>
                  编辑
                </Button>
                <Popconfirm title={`轮换「${r.name}」？旧令牌将立即失效`} onConfirm={() => onRotate(r)}>
                  <Button type="link" size="small">
                    轮换
                  </Button>
                </Popconfirm>
                <Popconfirm title={`吊销「${r.name}」？吊销后不能恢复`} onConfirm={() => onRevoke(r)}>
                  <Button type="link" size="small" danger>
                    吊销
                  </Button>
                </Popconfirm>
              </Space>
            ),
        },
      ]}
    />
  );
}
