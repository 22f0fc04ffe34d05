import { useState } from 'react';
import { Alert, Button, Empty, InputNumber, Spin, Table } from 'antd';
import { Link, useParams } from 'react-router';
import { fenToYuan, groupBuyQuote, groupJoinRefusal, yuanToFen, type GroupBuyDetail } from '@shop/shared';
import { useGroupBuy, useJoinGroupBuy } from '../api/groupBuy';
import { Countdown } from '../components/Countdown';
import { GroupProgress } from '../components/GroupProgress';
import { detailPath } from '../components/PromoTile';
import { GoodsImage } from '../../goods';
import '../zones.css';
import { message } from '../../../lib/feedback';

/** The engine's terms of this group, for the join box's check and the amount to pay. */
const termsOf = (g: GroupBuyDetail) => ({
  price: yuanToFen(g.price ?? '0') ?? 0,
  base_price: yuanToFen(g.goods.base_price ?? '0') ?? 0,
  group_size: g.group_size,
  joined: g.joined,
  stock: g.stock,
  held: g.held,
  per_buyer: g.per_buyer,
  starts_at: g.starts_at === null ? null : g.starts_at * 1000,
  ends_at: g.ends_at * 1000,
  status: g.state === 'success' || g.state === 'failed' ? g.state : ('open' as const),
});

function JoinBox({ group }: { group: GroupBuyDetail }) {
  const [number, setNumber] = useState(1);
  const join = useJoinGroupBuy(group.id);
  if (group.mine)
    return (
      <Alert
        type={group.mine.status === 'refunded' ? 'warning' : 'success'}
        showIcon
        title={`${group.mine.status_text}：参团${group.mine.number}件，已付¥${group.mine.amount}`}
        description={
          group.mine.order_id ? (
            <>
              订单号 {group.mine.order_no}，<Link to={`/order/info/${group.mine.order_id}`}>查看订单</Link>
            </>
          ) : (
            `拼团单号 ${group.mine.order_no}`
          )
        }
      />
    );
  if (group.price === null)
    return (
      <Link to="/login" className="ky-group-go">
        登录后参团
      </Link>
    );
  if (!group.goods.can_buy)
    return <Alert type="warning" showIcon title={group.goods.buy_block_reason ?? '暂不可购买'} />;
  const terms = termsOf(group);
  const refusal = groupJoinRefusal(terms, number, group.timestamp * 1000);
  const quote = groupBuyQuote(terms, number);
  const submit = () =>
    join.mutate(number, {
      onSuccess: (r) => {
        message.success(r.state === 'success' ? '参团成功，已成团！' : `参团成功，已支付¥${r.mine.amount}`);
      },
    });
  return (
    <div className="ky-group-join">
      <label>
        参团数量：
        <InputNumber
          min={1}
          max={Math.max(1, Math.min(group.per_buyer, group.stock - group.held))}
          value={number}
          precision={0}
          onChange={(v) => setNumber(v ?? 1)}
          aria-label="参团数量"
        />{' '}
        {group.goods.bzdw}（每人限购{group.per_buyer}
        {group.goods.bzdw}）
      </label>
      <p>
        应付 <b className="ky-price">¥{fenToYuan(quote.total)}</b>（从账户余额支付），比原价省¥
        {fenToYuan(quote.saving)}
      </p>
      <Button
        type="primary"
        danger
        size="large"
        disabled={refusal !== null}
        loading={join.isPending}
        onClick={submit}
      >
        {refusal ?? '立即参团'}
      </Button>
    </div>
  );
}

/** /list/info-pt/{id}: one group buy, its progress, members and rules, and the join box. */
export default function GroupBuyDetailPage() {
  const id = Number(useParams().id);
  const { data: g, isPending, isError } = useGroupBuy(id);
  if (isPending && Number.isInteger(id) && id > 0)
    return (
      <Spin spinning tip="加载中...">
        <div style={{ height: 300 }} />
      </Spin>
    );
  if (!g || isError)
    return (
      <div className="ky-container">
        <Empty description="拼团活动不存在或已下架">
          <Link to="/ptzq">去拼团专区看看</Link>
        </Empty>
      </div>
    );
  return (
    <div className="ky-container ky-promo-page">
      <div className="ky-group-detail">
        <GoodsImage images={g.goods.image ? [g.goods.image] : []} name={g.goods.name} size={300} />
        <div>
          <h1>{g.goods.name}</h1>
          <div className="ky-muted">
            {g.title} · {g.goods.ypgg} · {g.goods.sccj} ·{' '}
            <Link to={detailPath(g.goods.id)}>查看商品详情</Link>
          </div>
          <div className="ky-group-price">
            <span>拼团价</span>
            <strong>
              {g.price === null ? (g.goods.price_hidden_reason ?? '登录后查看价格') : `¥${g.price}`}
            </strong>
            {g.goods.base_price && <del>单买价 ¥{g.goods.base_price}</del>}
            {g.state === 'open' && <Countdown timestamp={g.timestamp} target={g.ends_at} prefix="距截止 " />}
          </div>
          <GroupProgress group={g} />
          <div style={{ margin: '16px 0' }}>
            <JoinBox group={g} />
          </div>
          <ol className="ky-group-rules" aria-label="拼团规则">
            {g.rules.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ol>
        </div>
      </div>
      <section className="ky-promo-section" aria-label="参团记录">
        <header>
          <h2>参团记录</h2>
          <span>
            {g.joined}人已参团，成团需{g.group_size}人
          </span>
        </header>
        <Table
          size="small"
          rowKey={(m) => `${m.joined_at}-${m.name}`}
          pagination={false}
          dataSource={g.members}
          locale={{ emptyText: '还没有人参团，快来做团长吧' }}
          columns={[
            { title: '买家', dataIndex: 'name' },
            { title: '数量', dataIndex: 'number' },
            {
              title: '参团时间',
              dataIndex: 'joined_at',
              render: (v: string) => new Date(v).toLocaleString('zh-CN'),
            },
          ]}
        />
      </section>
    </div>
  );
}
