import { useState } from 'react';
import { Button, Result, Skeleton, Space, Tag } from 'antd';
import { Link, useParams } from 'react-router';
import { traceCodesUrl, useOrderDetailQuery } from '../api/orderDetail';
import { Panel } from '../../../components/common/Panel';
import { LogisticsCard } from '../components/LogisticsCard';
import { MemberFrame } from '../../member';
import { OrderActions } from '../components/OrderActions';
import { OrderAmounts, OrderInfo } from '../components/OrderInfo';
import { OrderLinesTable } from '../components/OrderLinesTable';
import { OrderProgress } from '../components/OrderProgress';
import { STATUS_COLOR } from '../components/OrderTable';
import { ApplyAftersaleModal } from '../../aftersale';
import { useBaseInfoQuery } from '../../shell';

/** /order/info/:id (alias /order_wddd_info/:id; the logistics paths redirect here) 订单详情. */
export default function OrderDetailPage() {
  const { id: raw } = useParams();
  const id = Number(raw);
  const valid = Number.isInteger(id) && id > 0;
  const q = useOrderDetailQuery(valid ? id : 0);
  const o = q.data;
  const base = useBaseInfoQuery(true).data;
  const [applying, setApplying] = useState(false);
  // is_AfterSale (base info, spec §6) gates the entry; the server refuses it too.
  const canApply = o?.status === 'done' && Boolean(base?.is_AfterSale);

  let body;
  if (!valid) body = <Result status="404" title="订单不存在" extra={<Link to="/order">返回我的订单</Link>} />;
  else if (q.isPending) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (!o) {
    body = (
      <Result
        status="warning"
        title="订单信息加载失败"
        extra={[
          <Button key="r" onClick={() => void q.refetch()}>
            重新加载
          </Button>,
          <Link key="l" to="/order">
            返回我的订单
          </Link>,
        ]}
      />
    );
  } else {
    body = (
      <>
        <Panel
          title={
            <span>
              订单号：{o.order_no}
              <Tag color={STATUS_COLOR[o.status]} style={{ marginLeft: 8 }}>
                {o.status_text}
              </Tag>
              {o.kind === 'ephedrine' && <Tag color="volcano">含麻黄碱订单</Tag>}
            </span>
          }
          extra={
            <Space>
              {canApply && <Button onClick={() => setApplying(true)}>申请退货/售后</Button>}
              {(o.status === 'shipped' || o.status === 'done') && (
                <Button href={traceCodesUrl(o.id)} title="随货药品追溯码（Excel），可导入ERP">
                  下载追溯码
                </Button>
              )}
              <OrderActions id={o.id} kind={o.kind} actions={o.actions} showDetail={false} />
            </Space>
          }
        >
          <OrderProgress order={o} />
        </Panel>
        <Panel title="订单信息">
          <OrderInfo order={o} />
        </Panel>
        <Panel title={`商品清单（${o.lines.length}种）`}>
          <OrderLinesTable lines={o.lines} />
          <div style={{ marginTop: 10 }}>
            <OrderAmounts amounts={o.amounts} />
          </div>
        </Panel>
        {canApply && (
          <ApplyAftersaleModal orderId={o.id} open={applying} onClose={() => setApplying(false)} />
        )}
        <Panel title="物流信息">
          <LogisticsCard orderId={o.id} shipped={o.status === 'shipped' || o.status === 'done'} />
        </Panel>
      </>
    );
  }

  return (
    <MemberFrame>
      <div style={{ marginBottom: 8, color: '#666' }}>
        <Link to="/order">我的订单</Link> &gt; 订单详情
      </div>
      {body}
    </MemberFrame>
  );
}
