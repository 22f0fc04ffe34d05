import {
  Button,
  Descriptions,
  Form,
  Image,
  Input,
  Result,
  Skeleton,
  Steps,
  Table,
  Tag,
  Timeline,
} from 'antd';
import { Link, useParams } from 'react-router';
import { AFTERSALE_FLOW, AFTERSALE_STATUS_TEXT, type AftersaleShip } from '@shop/shared';
import { Panel } from '../../../components/common/Panel';
import { MemberFrame } from '../../member';
import { fmtTime } from '../../order';
import { useAftersaleDetail, useShipBack } from '../api/aftersale';
import { message } from '../../../lib/feedback';

const COLOR = {
  pending: 'orange',
  approved: 'blue',
  shipped: 'cyan',
  received: 'geekblue',
  refunded: 'green',
  rejected: 'red',
};

function ShipBackForm({ id }: { id: number }) {
  const ship = useShipBack(id);
  const onFinish = (v: AftersaleShip) =>
    ship.mutate(v, { onSuccess: () => message.success('寄回信息已提交') });
  return (
    <Form<AftersaleShip> layout="inline" onFinish={onFinish}>
      <Form.Item name="carrier" label="快递公司" rules={[{ required: true, message: '请填写快递公司' }]}>
        <Input placeholder="如 顺丰速运" maxLength={30} />
      </Form.Item>
      <Form.Item name="tracking_no" label="快递单号" rules={[{ required: true, message: '请填写快递单号' }]}>
        <Input placeholder="请填写快递单号" maxLength={30} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={ship.isPending}>
        提交寄回信息
      </Button>
    </Form>
  );
}

/** /order/returnInfo/:id and /order/afterSalesInfo/:id (aliases /order_wddd_*): progress, lines, ship-back form. */
export default function AftersaleInfoPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const q = useAftersaleDetail(valid ? id : 0);
  const a = q.data;
  const title = a?.kind === 'return' ? '退货详情' : '售后详情';

  let body;
  if (!valid || (q.isError && !a))
    body = <Result status="404" title="售后单不存在" extra={<Link to="/order">返回我的订单</Link>} />;
  else if (!a) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else {
    const step = a.status === 'rejected' ? 1 : AFTERSALE_FLOW.indexOf(a.status);
    const steps =
      a.status === 'rejected'
        ? [{ title: '待审核' }, { title: '已拒绝' }]
        : AFTERSALE_FLOW.map((s) => ({ title: AFTERSALE_STATUS_TEXT[s] }));
    body = (
      <>
        <Panel
          title={
            <span>
              {a.kind_text}申请 #{a.id}
              <Tag color={COLOR[a.status]} style={{ marginLeft: 8 }}>
                {a.status_text}
              </Tag>
            </span>
          }
        >
          <Steps
            size="small"
            current={step}
            status={a.status === 'rejected' ? 'error' : undefined}
            items={steps}
          />
          <Descriptions size="small" column={2} style={{ marginTop: 16 }} bordered>
            <Descriptions.Item label="订单号">
              <Link to={`/order/info/${a.order_id}`}>{a.order_no}</Link>
            </Descriptions.Item>
            <Descriptions.Item label="申请时间">{fmtTime(a.created_at)}</Descriptions.Item>
            <Descriptions.Item label="退款金额">
              <strong style={{ color: '#d4282d' }}>¥{a.refund}</strong>（按原支付方式退回）
            </Descriptions.Item>
            <Descriptions.Item label="申请原因">{a.reason}</Descriptions.Item>
            {Boolean(a.return_address) && (
              <Descriptions.Item label="退货地址" span={2}>
                {a.return_address}
              </Descriptions.Item>
            )}
            {Boolean(a.carrier) && (
              <Descriptions.Item label="寄回快递" span={2}>
                {a.carrier} {a.tracking_no}
              </Descriptions.Item>
            )}
            {Boolean(a.reject_reason) && (
              <Descriptions.Item label="拒绝原因" span={2}>
                <span style={{ color: '#d4282d' }}>{a.reject_reason}</span>
              </Descriptions.Item>
            )}
          </Descriptions>
          {a.images.length > 0 && (
            <Image.PreviewGroup>
              <div style={{ display: 'flex', gap: 8, marginTop: 10 }}>
                {a.images.map((img) => (
                  <Image key={img.id} src={img.url} width={80} height={80} style={{ objectFit: 'cover' }} />
                ))}
              </div>
            </Image.PreviewGroup>
          )}
        </Panel>
        {a.can_ship && (
          <Panel title="寄回商品">
            <p style={{ color: '#666' }}>请将商品寄回上面的退货地址，并填写快递信息，商家收货后为您退款。</p>
            <ShipBackForm id={a.id} />
          </Panel>
        )}
        <Panel title="退货商品">
          <Table
            size="small"
            bordered
            rowKey="lot_id"
            pagination={false}
            dataSource={a.lines}
            columns={[
              { title: '商品', render: (_v, l) => `${l.name} ${l.ypgg}` },
              { title: '生产厂家', dataIndex: 'sccj' },
              { title: '批号', dataIndex: 'batch_no', width: 120 },
              { title: '有效期至', dataIndex: 'expires_on', width: 110 },
              { title: '数量', dataIndex: 'number', width: 70, align: 'center' },
              {
                title: '退款',
                dataIndex: 'amount',
                width: 100,
                align: 'right',
                render: (v: string) => `¥${v}`,
              },
            ]}
          />
        </Panel>
        <Panel title="处理进度">
          <Timeline
            items={[...a.timeline].reverse().map((e) => ({
              color: COLOR[e.status],
              children: (
                <div>
                  <div>
                    {e.text} <span style={{ color: '#999', marginLeft: 8 }}>{fmtTime(e.at)}</span>
                  </div>
                  {e.note && <div style={{ color: '#666', fontSize: 12 }}>{e.note}</div>}
                </div>
              ),
            }))}
          />
        </Panel>
      </>
    );
  }
  return (
    <MemberFrame>
      <div style={{ marginBottom: 8, color: '#666' }}>
        <Link to="/order">我的订单</Link> &gt; {title}
      </div>
      {body}
    </MemberFrame>
  );
}
