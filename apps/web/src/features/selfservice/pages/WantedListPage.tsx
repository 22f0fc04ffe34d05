import { useState } from 'react';
import { Button, Table, Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import { Panel } from '../../../components/common/Panel';
import { MemberFrame } from '../../member';
import { fmtTime } from '../../order';
import { useWantedList } from '../api/feedback';

export const WANTED_COLOR = { pending: 'orange', answered: 'blue', listed: 'green' } as const;

/** /pzqg (alias /zzfw_ppzq_index) 品种求购: the buyer's requests and the shop's answers. */
export default function WantedListPage() {
  const [page, setPage] = useState(1);
  const q = useWantedList(page);
  const navigate = useNavigate();
  return (
    <MemberFrame>
      <Panel
        title="品种求购"
        extra={
          <Button type="primary" size="small" onClick={() => void navigate('/pzqg/add')}>
            发布求购
          </Button>
        }
      >
        <p style={{ color: '#666', marginTop: 0 }}>
          找不到需要的品种？告诉我们名称、规格和厂家，采购部门会在2个工作日内答复；品种上架后会通过站内消息通知您。
        </p>
        <Table
          size="small"
          bordered
          rowKey="id"
          loading={q.isLoading}
          dataSource={q.data?.list ?? []}
          locale={{ emptyText: '暂无求购记录，点击右上角“发布求购”' }}
          pagination={{
            current: page,
            pageSize: 10,
            total: q.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
          columns={[
            { title: '品种名称', render: (_, w) => <Link to={`/pzqg/info?id=${w.id}`}>{w.name}</Link> },
            { title: '规格', dataIndex: 'spec', width: 120 },
            { title: '生产厂家', dataIndex: 'maker', width: 180, ellipsis: true },
            { title: '数量', dataIndex: 'quantity', width: 70 },
            { title: '期望价', width: 80, render: (_, w) => (w.price ? `¥${w.price}` : '—') },
            {
              title: '状态',
              width: 80,
              render: (_, w) => <Tag color={WANTED_COLOR[w.status]}>{w.status_text}</Tag>,
            },
            { title: '回复', dataIndex: 'reply', ellipsis: true, render: (r: string | null) => r ?? '—' },
            { title: '提交时间', width: 150, render: (_, w) => fmtTime(w.created_at) },
          ]}
        />
      </Panel>
    </MemberFrame>
  );
}
