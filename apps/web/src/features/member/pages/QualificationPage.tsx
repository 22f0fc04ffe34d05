import { Alert, Skeleton, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { Panel } from '../../../components/common/Panel';
import { MemberFrame } from '../components/MemberSideNav';
import { useBusinessScopeQuery } from '../api/jyfw';
import type { Certificate } from '../api/types';
import { useQualificationQuery } from '../api/zizhi';
import { QualificationTag } from '../components/QualificationTag';
import '../member.css';

const CERT_COLOR: Record<Certificate['status'], string> = {
  approved: 'green',
  pending: 'orange',
  missing: 'red',
};

const columns: TableColumnsType<Certificate> = [
  { title: '证件名称', dataIndex: 'name', width: 200 },
  { title: '证件编号', dataIndex: 'number', render: (v: string) => v || '—' },
  {
    title: '审核状态',
    dataIndex: 'status',
    width: 120,
    align: 'center',
    render: (_v, c) => <Tag color={CERT_COLOR[c.status]}>{c.status_text}</Tag>,
  },
];

/** /zhzx/zzzj 资质证件: review status, the certificates on file and the licensed business scope. */
export default function QualificationPage() {
  const q = useQualificationQuery();
  const scope = useBusinessScopeQuery();
  const d = q.data;
  return (
    <MemberFrame>
      <Panel title="资质证件" extra={d && <QualificationTag q={d} />}>
        {!d ? (
          <Skeleton active title={false} paragraph={{ rows: 4 }} />
        ) : (
          <>
            <div style={{ marginBottom: 10, fontSize: 13 }}>
              <b>{d.company.name}</b>
              <Tag style={{ marginLeft: 8 }}>{d.company.kind_text}</Tag>
            </div>
            {d.status !== 'passed' && (
              <Alert
                type={d.status === 'incomplete' ? 'error' : 'warning'}
                showIcon
                style={{ marginBottom: 10 }}
                message={d.status_text}
                description={d.note || undefined}
              />
            )}
            <Table<Certificate>
              size="small"
              bordered
              rowKey="code"
              columns={columns}
              dataSource={d.certificates}
              pagination={false}
            />
            {d.status === 'passed' && d.note && <p style={{ margin: '8px 0 0', color: '#666' }}>{d.note}</p>}
          </>
        )}
      </Panel>
      <Panel title="经营范围">
        {!scope.data ? (
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        ) : scope.data.list.length === 0 ? (
          <span style={{ color: '#999' }}>暂未登记经营范围</span>
        ) : (
          <>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
              {scope.data.list.map((s) => (
                <Tag key={s.code} color="green">
                  {s.name}
                </Tag>
              ))}
            </div>
            <p style={{ margin: '8px 0 0', color: '#999', fontSize: 12 }}>
              仅可采购经营范围内的商品；范围以药品经营许可证登记为准。
            </p>
          </>
        )}
      </Panel>
    </MemberFrame>
  );
}
