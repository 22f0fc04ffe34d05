import { Button, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { WEBHOOK_EVENT_TEXT, type WebhookEndpoint, type WebhookEndpointBody } from '@shop/shared';
import { EndpointForm } from './EndpointForm';

const bodyOf = (e: WebhookEndpoint): WebhookEndpointBody => ({
  url: e.url,
  description: e.description,
  events: e.events,
  enabled: e.enabled,
});

/** The registered push addresses, with their backlog and the actions on each. */
export function EndpointTable(props: {
  list: WebhookEndpoint[];
  loading: boolean;
  selected: number | null;
  onSelect: (id: number) => void;
  onSave: (id: number, body: WebhookEndpointBody) => Promise<unknown>;
  onRotate: (id: number) => Promise<unknown>;
  onDelete: (id: number) => Promise<unknown>;
}) {
  const columns: ColumnsType<WebhookEndpoint> = [
    {
      title: '推送地址',
      dataIndex: 'url',
      render: (_, e) => (
        <>
          <Typography.Text copyable>{e.url}</Typography.Text>
          {e.description && <div style={{ color: '#666' }}>{e.description}</div>}
        </>
      ),
    },
    {
      title: '推送事件',
      dataIndex: 'events',
      width: 300,
      render: (_, e) => (
        <Space size={[2, 2]} wrap>
          {e.events.map((ev) => (
            <Tag key={ev}>{WEBHOOK_EVENT_TEXT[ev]}</Tag>
          ))}
        </Space>
      ),
    },
    {
      title: '状态',
      dataIndex: 'enabled',
      width: 80,
      render: (_, e) => (e.enabled ? <Tag color="green">启用</Tag> : <Tag>已停用</Tag>),
    },
    {
      title: '待推送 / 失败',
      key: 'backlog',
      width: 110,
      render: (_, e) => (
        <span>
          {e.pending} /{' '}
          <Typography.Text type={e.failed > 0 ? 'danger' : undefined}>{e.failed}</Typography.Text>
        </span>
      ),
    },
    { title: '密钥尾号', dataIndex: 'secret_hint', width: 90, render: (_, e) => `…${e.secret_hint}` },
    {
      title: '操作',
      key: 'op',
      width: 320,
      render: (_, e) => (
        <Space size={8} wrap>
          <Button
            size="small"
            type={props.selected === e.id ? 'primary' : 'link'}
            onClick={() => props.onSelect(e.id)}
          >
            推送记录
          </Button>
          <EndpointForm
            title={`编辑推送地址 #${e.id}`}
            trigger={<a>编辑</a>}
            initial={bodyOf(e)}
            onSave={(b) => props.onSave(e.id, b)}
          />
          <Popconfirm
            title={e.enabled ? '停用后新事件不再推送给该地址，确定？' : '启用该推送地址？'}
            onConfirm={() => props.onSave(e.id, { ...bodyOf(e), enabled: !e.enabled })}
          >
            <a>{e.enabled ? '停用' : '启用'}</a>
          </Popconfirm>
          <Popconfirm
            title="轮换后旧密钥立即失效，ERP 须改用新密钥验签，确定？"
            onConfirm={() => props.onRotate(e.id)}
          >
            <a>轮换密钥</a>
          </Popconfirm>
          <Popconfirm
            title={`删除后该地址不再收到推送，其${e.pending + e.failed > 0 ? ` ${e.pending} 条待推送、${e.failed} 条失败的` : ''}推送记录一并删除，确定？`}
            okButtonProps={{ danger: true }}
            onConfirm={() => props.onDelete(e.id)}
          >
            <Typography.Link type="danger">删除</Typography.Link>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <Table<WebhookEndpoint>
      rowKey="id"
      size="small"
      loading={props.loading}
      columns={columns}
      dataSource={props.list}
      pagination={false}
    />
  );
}
