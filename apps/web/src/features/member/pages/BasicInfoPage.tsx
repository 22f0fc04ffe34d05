import { Descriptions, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { Panel } from '../../../components/common/Panel';
import { MemberFrame } from '../components/MemberSideNav';
import { useBaseInfoQuery } from '../../shell/api/baseInfo';
import '../member.css';

/**
 * /zhzx/basic 基本信息, read-only. The header already fetches base info on this page (the shared
 * query key), so showing it here costs no second call.
 */
export default function BasicInfoPage() {
  const base = useBaseInfoQuery(true);
  const b = base.data;
  return (
    <MemberFrame>
      <Panel title="基本信息">
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
          单位名称、地址等资料与资质证件一致，如需变更请联系客服。
        </p>
      </Panel>
    </MemberFrame>
  );
}
