import { Link } from 'react-router';
import { Descriptions, Empty, List, Skeleton, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { AdminChatCustomer } from '@shop/shared';

/** Beside the conversation: who the buyer is, their account manager, recent orders and what is still open. */
export function CustomerPanel({ data }: { data: AdminChatCustomer | undefined }) {
  if (!data) return <Skeleton active />;
  return (
    <div>
      <Descriptions column={1} size="small" title="客户资料">
        <Descriptions.Item label="单位">
          <Link to={`/buyers/${data.user_id}`}>{data.company}</Link>
        </Descriptions.Item>
        <Descriptions.Item label="联系人">
          {data.name} {data.phone}
        </Descriptions.Item>
        <Descriptions.Item label="地区">{data.region}</Descriptions.Item>
        <Descriptions.Item label="资质">
          {data.is_passed ? <Tag color="green">已认证</Tag> : <Tag color="orange">待审核</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label="客户经理">
          {data.manager ? `${data.manager.name} ${data.manager.phone}` : '未分配'}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5}>近期订单</Typography.Title>
      {data.recent_orders.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无订单" />
      ) : (
        <List
          size="small"
          dataSource={data.recent_orders}
          renderItem={(o) => (
            <List.Item extra={<Tag>{o.status_text}</Tag>}>
              <Link to={`/orders/${o.id}`}>{o.order_no}</Link> ¥{o.payable}
            </List.Item>
          )}
        />
      )}
      <Typography.Title level={5} style={{ marginTop: 12 }}>
        未结事项
      </Typography.Title>
      {data.open_cases.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有未结事项" />
      ) : (
        <List
          size="small"
          dataSource={data.open_cases}
          renderItem={(c) => (
            <List.Item extra={<Tag color="orange">{c.status_text}</Tag>}>
              <Link to={c.to}>{c.title}</Link>
              <Typography.Text type="secondary" style={{ fontSize: 12, marginLeft: 6 }}>
                {dayjs(c.created_at).format('MM-DD')}
              </Typography.Text>
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
