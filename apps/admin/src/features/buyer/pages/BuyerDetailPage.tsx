import { Link, useParams } from 'react-router';
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { Alert, Descriptions, Image, Skeleton, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import type { AdminBuyerDetail } from '@shop/shared';
import { useCan } from '../../../lib/session';
import { useBuyer, useRefreshBuyer } from '../api/buyers';
import { AccountActions } from '../components/AccountActions';
import { ReviewActions } from '../components/ReviewActions';
import { RegionEditor } from '../components/RegionEditor';
import { CreditCard } from '../../finance';

type Licence = AdminBuyerDetail['licences'][number];
const time = (s: string) => dayjs(s).format('YYYY-MM-DD HH:mm');
const STATUS_COLOR: Record<string, string> = { approved: 'green', pending: 'orange', rejected: 'red' };

function LicenceImage({ l }: { l: Licence }) {
  if (!l.image_url) return <span style={{ color: '#999' }}>纸质原件存档</span>;
  if (l.image_mime === 'application/pdf')
    return (
      <a href={l.image_url} target="_blank" rel="noreferrer">
        查看PDF
      </a>
    );
  return <Image src={l.image_url} width={120} height={80} style={{ objectFit: 'cover' }} alt={l.name} />;
}

/** 客户详情: company, stores, addresses, orders, wallet, licences, and the actions the role may take. */
export default function BuyerDetailPage() {
  const id = Number(useParams().id);
  const { data: b } = useBuyer(id);
  const refresh = useRefreshBuyer(id);
  const can = useCan();
  if (!b)
    return (
      <PageContainer title="客户详情">
        <Skeleton active />
      </PageContainer>
    );
  const c = b.company;
  return (
    <PageContainer
      title={c.name}
      tags={<Tag color={c.is_passed && c.review_text === '已认证' ? 'green' : 'orange'}>{c.review_text}</Tag>}
      extra={[
        can('buyer.review') && <ReviewActions key="r" b={b} onDone={refresh} />,
        <AccountActions key="a" b={b} onDone={refresh} />,
      ]}
    >
      {c.note && <Alert style={{ marginBottom: 12 }} type="warning" showIcon title={`审核备注：${c.note}`} />}
      {b.sign_in.limited && (
        <Alert
          style={{ marginBottom: 12 }}
          type="error"
          showIcon
          title={`近1小时登录失败 ${b.sign_in.failures} 次，登录需验证`}
        />
      )}
      <ProCard split="vertical" variant="outlined">
        <ProCard title="企业信息" colSpan="60%">
          <Descriptions column={2} size="small">
            <Descriptions.Item label="账号">{b.username}</Descriptions.Item>
            <Descriptions.Item label="类型">{c.kind_text}</Descriptions.Item>
            <Descriptions.Item label="联系人">{c.contact_name || b.name}</Descriptions.Item>
            <Descriptions.Item label="手机">{b.phone}</Descriptions.Item>
            <Descriptions.Item label="信用代码">{c.credit_code}</Descriptions.Item>
            <Descriptions.Item label="许可证号">{c.drug_license_no || '—'}</Descriptions.Item>
            <Descriptions.Item label="所在地区" span={2}>
              <Space size={8}>
                <span>{c.region || '未填写'}</span>
                {c.district_code || c.city_code ? (
                  <span style={{ color: '#999' }}>{c.district_code || c.city_code}</span>
                ) : null}
                {can('buyer.review') && <RegionEditor b={b} onDone={refresh} />}
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label="详细地址" span={2}>
              {c.address || '—'}
            </Descriptions.Item>
            <Descriptions.Item label="经营范围" span={2}>
              {c.business_scope.map((s) => s.name).join('、') || '—'}
            </Descriptions.Item>
            <Descriptions.Item label="连锁">{c.chain_name || '—'}</Descriptions.Item>
            <Descriptions.Item label="注册时间">{time(b.created_at)}</Descriptions.Item>
          </Descriptions>
        </ProCard>
        <ProCard title="账户">
          <Descriptions column={1} size="small">
            <Descriptions.Item label="余额">¥{b.balance}</Descriptions.Item>
            <Descriptions.Item label="积分">{b.points}</Descriptions.Item>
            <Descriptions.Item label="专属客服">
              {b.manager ? `${b.manager.name} ${b.manager.phone}` : '未分配'}
            </Descriptions.Item>
            <Descriptions.Item label="订单数">{b.orders_total}</Descriptions.Item>
          </Descriptions>
        </ProCard>
      </ProCard>
      <ProCard title="资质证照" style={{ marginTop: 12 }} variant="outlined">
        <Table<Licence>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={b.licences}
          columns={[
            { title: '证照', dataIndex: 'name', width: 150 },
            { title: '编号', dataIndex: 'number', width: 220, ellipsis: true },
            { title: '持有人', dataIndex: 'holder_name', width: 90 },
            {
              title: '有效期至',
              width: 150,
              render: (_, l) => (
                <Space>
                  {l.expires_on}
                  {l.days_left < 0 ? (
                    <Tag color="red">已过期</Tag>
                  ) : l.days_left <= 30 ? (
                    <Tag color="orange">{l.days_left}天后到期</Tag>
                  ) : null}
                </Space>
              ),
            },
            {
              title: '状态',
              width: 90,
              render: (_, l) => <Tag color={STATUS_COLOR[l.status]}>{l.status_text}</Tag>,
            },
            { title: '证照图片', render: (_, l) => <LicenceImage l={l} /> },
          ]}
        />
      </ProCard>
      <ProCard gutter={12} style={{ marginTop: 12 }} ghost>
        <ProCard title="最近订单" variant="outlined" colSpan="50%">
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={b.orders}
            columns={[
              { title: '订单号', render: (_, o) => <Link to={`/orders/${o.id}`}>{o.order_no}</Link> },
              { title: '状态', dataIndex: 'status_text', width: 80 },
              { title: '金额', dataIndex: 'payable', width: 100, align: 'right' },
              { title: '下单时间', width: 140, render: (_, o) => time(o.created_at) },
            ]}
          />
        </ProCard>
        <ProCard title="收货地址与门店" variant="outlined">
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={b.addresses}
            columns={[
              { title: '收货人', width: 140, render: (_, a) => `${a.consignee} ${a.phone}` },
              { title: '地址', dataIndex: 'address', ellipsis: true },
              { title: '', width: 50, render: (_, a) => (a.is_default ? <Tag>默认</Tag> : null) },
            ]}
          />
          {b.stores.length > 0 && (
            <Descriptions style={{ marginTop: 12 }} size="small" column={1} title="同连锁门店">
              {b.stores.map((s) => (
                <Descriptions.Item key={s.id} label={s.is_head ? '总部' : '门店'}>
                  <Link to={`/buyers/${s.id}`}>{s.company}</Link>（{s.username}）
                </Descriptions.Item>
              ))}
            </Descriptions>
          )}
        </ProCard>
      </ProCard>
      <ProCard gutter={12} style={{ marginTop: 12 }} ghost>
        <ProCard title="资金明细（最近10条）" variant="outlined" colSpan="50%">
          <Table
            size="small"
            rowKey={(r) => `${r.at}${r.amount}`}
            pagination={false}
            dataSource={b.money_log}
            columns={[
              { title: '时间', width: 140, render: (_, m) => time(m.at) },
              { title: '金额', dataIndex: 'amount', width: 90, align: 'right' },
              { title: '余额', dataIndex: 'balance_after', width: 90, align: 'right' },
              { title: '说明', dataIndex: 'remark', ellipsis: true },
            ]}
          />
        </ProCard>
        <ProCard title="积分明细（最近10条）" variant="outlined">
          <Table
            size="small"
            rowKey={(r) => `${r.at}${r.delta}`}
            pagination={false}
            dataSource={b.points_log}
            columns={[
              { title: '时间', width: 140, render: (_, p) => time(p.at) },
              { title: '变动', dataIndex: 'delta', width: 70, align: 'right' },
              { title: '结余', dataIndex: 'balance_after', width: 70, align: 'right' },
              { title: '说明', dataIndex: 'remark', ellipsis: true },
            ]}
          />
        </ProCard>
      </ProCard>
      <CreditCard userId={b.id} />
    </PageContainer>
  );
}
