import { useState } from 'react';
import { Alert, Button, Skeleton, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { Panel } from '../../../components/common/Panel';
import { MemberFrame } from '../components/MemberSideNav';
import { useBusinessScopeQuery } from '../api/jyfw';
import type { Certificate } from '@shop/shared';
import { useQualificationQuery } from '../api/zizhi';
import { QualificationTag } from '../components/QualificationTag';
import { RenewLicenceModal } from '../components/RenewLicenceModal';
import '../member.css';

const CERT_COLOR: Record<Certificate['status'], string> = {
  approved: 'green',
  pending: 'orange',
  missing: 'red',
  rejected: 'red',
};

const expiryText = (c: Certificate) =>
  c.expiry_state === 'none' ? (
    '—'
  ) : (
    <>
      {c.expires_on}
      {c.expiry_state === 'expired' && (
        <Tag color="red" style={{ marginLeft: 6 }}>
          已过期
        </Tag>
      )}
      {c.expiry_state === 'expiring' && (
        <Tag color="orange" style={{ marginLeft: 6 }}>
          {c.days_left}天后到期
        </Tag>
      )}
    </>
  );

const columnsOf = (renew: (c: Certificate) => void): TableColumnsType<Certificate> => [
  { title: '证件名称', dataIndex: 'name', width: 150 },
  {
    title: '证件编号',
    dataIndex: 'number',
    render: (v: string, c) => (c.holder_name ? `${c.holder_name} ${v}` : v || '—'),
  },
  { title: '有效期至', dataIndex: 'expires_on', width: 190, render: (_v, c) => expiryText(c) },
  {
    title: '证照图片',
    dataIndex: 'image_url',
    width: 110,
    align: 'center',
    render: (v: string | null, c) =>
      v === null ? (
        <span style={{ color: '#999' }}>纸质件已备案</span>
      ) : c.image_mime === 'application/pdf' ? (
        <a href={v} target="_blank" rel="noreferrer">
          查看PDF
        </a>
      ) : (
        <a href={v} target="_blank" rel="noreferrer">
          <img
            src={v}
            alt={c.name}
            style={{ height: 36, maxWidth: 80, objectFit: 'cover', border: '1px solid #eee' }}
          />
        </a>
      ),
  },
  {
    title: '审核状态',
    dataIndex: 'status',
    width: 120,
    align: 'center',
    render: (_v, c) => <Tag color={CERT_COLOR[c.status]}>{c.status_text}</Tag>,
  },
  {
    title: '操作',
    key: 'op',
    width: 90,
    align: 'center',
    render: (_v, c) =>
      c.code === 'id_card' ? null : (
        <Button size="small" type="link" onClick={() => renew(c)}>
          {c.status === 'missing' ? '上传' : '更新'}
        </Button>
      ),
  },
];

/** /zhzx/zzzj 资质证件: review status, the certificates on file and the licensed business scope. */
export default function QualificationPage() {
  const q = useQualificationQuery();
  const scope = useBusinessScopeQuery();
  const d = q.data;
  const [renewing, setRenewing] = useState<Certificate | null>(null);
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
                type={d.status === 'incomplete' || d.status === 'expired' ? 'error' : 'warning'}
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
              columns={columnsOf(setRenewing)}
              dataSource={d.certificates}
              pagination={false}
            />
            {d.status === 'passed' && d.note && <p style={{ margin: '8px 0 0', color: '#666' }}>{d.note}</p>}
          </>
        )}
      </Panel>
      <RenewLicenceModal cert={renewing} onClose={() => setRenewing(null)} />
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
