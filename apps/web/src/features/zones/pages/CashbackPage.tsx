import { Alert, Empty, Spin, Steps, Table } from 'antd';
import { Link } from 'react-router';
import { Panel } from '../../../components/common/Panel';
import { useCashback } from '../api/cashback';
import { ZoneBanner } from '../components/ZoneBanner';
import '../zones.css';

/** /hb 满额返现: a month's received orders reaching a tier earn cashback to the balance. */
export default function CashbackPage() {
  const { data, isPending } = useCashback();
  if (isPending || !data) {
    return (
      <div className="ky-container ky-promo-page">
        <Spin spinning tip="加载中...">
          <div style={{ height: 300 }} />
        </Spin>
      </div>
    );
  }
  const reached = data.tiers.filter((t) => t.reached).length;
  return (
    <div className="ky-container ky-promo-page">
      <ZoneBanner title="满额返现" description="当月确认收货金额达标，返现自动存入账户余额" adSlot="hb" />
      <Panel title="返现档位">
        <Steps
          current={reached - 1}
          items={data.tiers.map((t) => ({
            title: `当月收货满¥${t.amount}`,
            description: `返现${t.rate_text}`,
          }))}
        />
      </Panel>
      {data.signed_in ? (
        <Panel title={`${data.month} 我的返现`} extra={<Link to="/wdqb/yegl">查看余额明细</Link>}>
          <div className="ky-hb-figures">
            <div>
              本月已收货<strong>¥{data.received}</strong>
            </div>
            <div>
              已达返现<strong>¥{data.cashback}</strong>
            </div>
            <div>
              已返至余额<strong>¥{data.credited}</strong>
            </div>
          </div>
          {data.next_gap && (
            <Alert
              type="warning"
              showIcon
              title={`再收货¥${data.next_gap}即可享受${data.next_rate ?? ''}返现`}
              style={{ marginTop: 12 }}
            />
          )}
          <Table
            size="small"
            rowKey="id"
            style={{ marginTop: 12 }}
            pagination={false}
            dataSource={data.records}
            locale={{ emptyText: <Empty description="本月暂无返现记录，确认收货后自动返现" /> }}
            columns={[
              {
                title: '时间',
                dataIndex: 'created_at',
                width: 180,
                render: (v: string) => v.slice(0, 19).replace('T', ' '),
              },
              { title: '返现金额', dataIndex: 'amount', width: 120, render: (v: string) => `+¥${v}` },
              { title: '说明', dataIndex: 'remark' },
            ]}
          />
        </Panel>
      ) : (
        <Alert type="info" showIcon title={<Link to="/login?redirect=/hb">登录后查看本月返现进度</Link>} />
      )}
      <Panel title="活动规则">
        <ol className="ky-hb-rules">
          <li>以自然月为周期，统计当月「确认收货」订单的实付金额（取消、未收货订单不计）。</li>
          <li>达到的最高档位按当月收货总额计算返现，不累加；每次确认收货后自动补足差额至账户余额。</li>
          <li>返现记录可在「我的钱包 - 余额管理」中查看，类型为「满额返现」。</li>
        </ol>
      </Panel>
    </div>
  );
}
