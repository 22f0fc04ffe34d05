import { Link } from 'react-router';
import { Badge, Card, Col, Empty, Row } from 'antd';
import type { DashboardQueue } from '@shop/shared';

/** The operator's own queues: each count opens the list already filtered to that work. */
export function Queues({ queues }: { queues: DashboardQueue[] }) {
  if (queues.length === 0) return <Empty description="您的角色没有待办队列" />;
  return (
    <Row gutter={[12, 12]}>
      {queues.map((q) => (
        <Col xs={12} md={6} xl={4} key={q.key}>
          <Link to={q.to} aria-label={`${q.label} ${q.count}`}>
            <Card size="small" hoverable style={{ textAlign: 'center' }}>
              <div style={{ fontSize: 28, fontWeight: 600, color: q.count > 0 ? '#c9252b' : '#999' }}>
                {q.count}
              </div>
              <Badge status={q.count > 0 ? 'processing' : 'default'} text={q.label} />
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  );
}
