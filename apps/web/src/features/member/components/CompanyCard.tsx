import { Skeleton, Tag } from 'antd';
import { BankOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { Panel } from '../../../components/common/Panel';
import { useCurrentUser } from '../../shell';
import { useQualificationQuery } from '../api/zizhi';
import { QualificationTag } from './QualificationTag';

/**
 * The member home's company card. Spec §6: this page does not fetch base info, so the company and
 * its status come from /user/zizhi; the account manager is shown when the header already has base
 * info from an earlier page (no extra call for it).
 */
export function CompanyCard() {
  const q = useQualificationQuery();
  const me = useCurrentUser();
  const admin = me.admin;
  return (
    <Panel title="企业信息" extra={<Link to="/zhzx/basic">基本信息 &gt;</Link>}>
      {!q.data ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : (
        <div className="ky-mc-company">
          <BankOutlined style={{ fontSize: 40, color: '#0b7a4b', marginTop: 4 }} />
          <div style={{ flex: 1, minWidth: 0 }}>
            <h3>{q.data.company.name}</h3>
            <dl>
              <dt>企业类型</dt>
              <dd>
                <Tag>{q.data.company.kind_text}</Tag>
              </dd>
              <dt>资质状态</dt>
              <dd>
                <QualificationTag q={q.data} /> <Link to="/zhzx/zzzj">查看资质证件</Link>
              </dd>
              {me.username && (
                <>
                  <dt>登录账号</dt>
                  <dd>
                    {me.username}
                    {me.rank ? `（${me.rank}）` : ''}
                  </dd>
                </>
              )}
              {admin && (
                <>
                  <dt>{admin.is_default === 0 ? '专属客服' : '客服专线'}</dt>
                  <dd>
                    {admin.name} {admin.phone}
                  </dd>
                </>
              )}
            </dl>
          </div>
        </div>
      )}
    </Panel>
  );
}
