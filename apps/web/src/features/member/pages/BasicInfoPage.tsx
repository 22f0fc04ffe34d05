import { useState } from 'react';
import { Button, Descriptions, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { Panel } from '../../../components/common/Panel';
import { MemberFrame } from '../components/MemberSideNav';
import { EditContactModal } from '../components/EditContactModal';
import { useBaseInfoQuery } from '../../shell';
import '../member.css';

/**
 * /zhzx/basic 基本信息: the contact's name and mobile are edited here; company name and address
 * follow the licences, so they change by re-uploading them in /zhzx/zzzj (which goes to review). The header already fetches base info on this page (the shared
 * query key), so showing it here costs no second call.
 */
export default function BasicInfoPage() {
  const base = useBaseInfoQuery(true);
  const b = base.data;
  const [editing, setEditing] = useState(false);
  return (
    <MemberFrame>
      <Panel
        title="基本信息"
        extra={
          b?.company ? (
            <Button size="small" type="primary" onClick={() => setEditing(true)}>
              修改联系人
            </Button>
          ) : undefined
        }
      >
        {!b?.company ? (
          <Skeleton active title={false} paragraph={{ rows: 5 }} />
        ) : (
          <Descriptions
            bordered
            size="small"
            column={2}
            styles={{ label: { width: 120 } }}
            items={[
              { key: 'username', label: '登录账号', children: b.username },
              { key: 'rank', label: '会员等级', children: b.rank ? <Tag color="gold">{b.rank}</Tag> : '—' },
              { key: 'name', label: '联系人', children: b.name || '—' },
              { key: 'phone', label: '联系电话', children: b.phone || '—' },
              { key: 'company', label: '单位名称', span: 2, children: b.company },
              { key: 'address', label: '单位地址', span: 2, children: b.address || '—' },
              {
                key: 'passed',
                label: '资质状态',
                children: (
                  <>
                    {b.is_passed ? <Tag color="green">资质已认证</Tag> : <Tag color="orange">未认证</Tag>}
                    <Link to="/zhzx/zzzj">查看资质证件</Link>
                  </>
                ),
              },
              {
                key: 'admin',
                label: b.admin?.is_default === 0 ? '专属客服' : '客服专线',
                children: b.admin ? `${b.admin.name} ${b.admin.phone}` : '—',
              },
            ]}
          />
        )}
        <p style={{ margin: '10px 0 0', color: '#999', fontSize: 12 }}>
          单位名称、地址等资料与资质证件一致：如需变更，请在<Link to="/zhzx/zzzj">资质证件</Link>
          中重新上传相应证照，平台审核通过后更新。
        </p>
      </Panel>
      {b?.company && (
        <EditContactModal
          open={editing}
          name={b.name ?? ''}
          phone={b.phone ?? ''}
          onClose={() => setEditing(false)}
        />
      )}
    </MemberFrame>
  );
}
