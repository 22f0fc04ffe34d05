import { Tag } from 'antd';
import type { Qualification } from '@shop/shared';

const COLOR: Record<Qualification['status'], string> = {
  passed: 'green',
  pending: 'orange',
  incomplete: 'red',
  expired: 'red',
};

/** 资质已认证 / 资质审核中 / 资质不全: the review status of the buyer's company. */
export function QualificationTag({ q }: { q: Pick<Qualification, 'status' | 'status_text'> }) {
  return (
    <Tag color={COLOR[q.status]} style={{ marginInlineEnd: 0 }}>
      {q.status_text}
    </Tag>
  );
}
