import { Button, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import {
  WEBHOOK_DELIVERY_STATUS,
  WEBHOOK_DELIVERY_STATUS_TEXT,
  WEBHOOK_EVENT_TEXT,
  type WebhookDelivery,
  type WebhookDeliveryList,
} from '@shop/shared';
import type { DeliveryFilter } from '../api/webhooks';
import { EVENT_OPTIONS } from './EndpointForm';

const STATUS_COLOR = { pending: 'blue', delivered: 'green', failed: 'red' } as const;
const time = (s: string | null) => (s ? dayjs(s).format('MM-DD HH:mm:ss') : '-');

/** Every attempt of a delivery, one line each: when, what came back (status or error), how long. */
function Attempts({ d }: { d: WebhookDelivery }) {
  if (d.attempt_log.length === 0) return <Typography.Text type="secondary">尚未推送</Typography.Text>;
  return (
    <Space direction="vertical" size={0}>
      {d.attempt_log.map((a) => (
        <Typography.Text key={a.attempt} type={a.http_status && a.http_status < 300 ? undefined : 'danger'}>
          第{a.attempt}次 {time(a.at)} {a.http_status ? `HTTP ${a.http_status}` : a.error} · {a.duration_ms}ms
        </Typography.Text>
      ))}
    </Space>
  );
}

/** One endpoint's deliveries, filterable by status and event, each with its attempts and 重新推送. */
export function DeliveryTable(props: {
  data: WebhookDeliveryList | undefined;
  loading: boolean;
  filter: DeliveryFilter;
  onFilter: (f: DeliveryFilter) => void;
  onPage: (page: number) => void;
  onReplay: (id: number) => Promise<unknown>;
}) {
  const columns: ColumnsType<WebhookDelivery> = [
    { title: '编号', dataIndex: 'id', width: 70 },
    {
      title: '事件',
      dataIndex: 'event',
      width: 150,
      render: (_, d) => (
        <span title={d.event_id}>
          {WEBHOOK_EVENT_TEXT[d.event]}
          <br />
          <Typography.Text type="secondary">{d.event}</Typography.Text>
        </span>
      ),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (_, d) => <Tag color={STATUS_COLOR[d.status]}>{WEBHOOK_DELIVERY_STATUS_TEXT[d.status]}</Tag>,
    },
    { title: '产生时间', dataIndex: 'created_at', width: 130, render: (_, d) => time(d.created_at) },
    {
      title: '下次尝试',
      dataIndex: 'next_at',
      width: 130,
      render: (_, d) => (d.status === 'pending' ? time(d.next_at) : '-'),
    },
    { title: '尝试记录', key: 'attempts', render: (_, d) => <Attempts d={d} /> },
    {
      title: '操作',
      key: 'op',
      width: 90,
      render: (_, d) => (
        <Popconfirm
          title="以同一事件编号重新推送，并重新计算24小时重试期？"
          onConfirm={() => props.onReplay(d.id)}
        >
          <Button size="small" type="link">
            重新推送
          </Button>
        </Popconfirm>
      ),
    },
  ];
  return (
    <>
      <Space style={{ marginBottom: 8 }}>
        <Select
          aria-label="推送状态"
          placeholder="全部状态"
          allowClear
          style={{ width: 120 }}
          value={props.filter.status}
          options={WEBHOOK_DELIVERY_STATUS.map((s) => ({ label: WEBHOOK_DELIVERY_STATUS_TEXT[s], value: s }))}
          onChange={(status) => props.onFilter({ ...props.filter, status })}
        />
        <Select
          aria-label="推送事件"
          placeholder="全部事件"
          allowClear
          style={{ width: 240 }}
          value={props.filter.event}
          options={EVENT_OPTIONS}
          onChange={(event) => props.onFilter({ ...props.filter, event })}
        />
      </Space>
      <Table<WebhookDelivery>
        rowKey="id"
        size="small"
        loading={props.loading}
        columns={columns}
        dataSource={props.data?.list ?? []}
        pagination={{
          current: props.data?.page ?? 1,
          pageSize: props.data?.page_size ?? 20,
          total: props.data?.total ?? 0,
          showSizeChanger: false,
          onChange: props.onPage,
        }}
      />
    </>
  );
}
