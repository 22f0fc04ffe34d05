import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  ModalForm,
  PageContainer,
  ProCard,
  ProForm,
  ProFormDependency,
  ProFormRadio,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { App, Button, Descriptions, Image, Popconfirm, Skeleton, Space, Table, Tag, Timeline } from 'antd';
import dayjs from 'dayjs';
import { useCan } from '../../../lib/session';
import {
  approveAftersale,
  receiveAftersale,
  refundAftersale,
  rejectAftersale,
  useAftersale,
} from '../api/aftersales';
import { AFTERSALE_COLOR } from './AftersalesPage';
import { InspectionPhotoInput, InspectionRecord } from '../components/InspectionPhotos';

const DEFAULT_ADDRESS =
  '浙江省杭州市余杭区仓前街道良睦路1399号康源医药物流中心退货组 收货人：王海涛 0571-88261000';

/** One request: 同意 (with the return address) / 拒绝 when pending, 确认收货 when shipped back, 退款 when received. */
export function AftersaleDetailPage() {
  const id = Number(useParams().id);
  const { data: a } = useAftersale(id);
  const can = useCan();
  const qc = useQueryClient();
  const { message } = App.useApp();
  if (!a)
    return (
      <PageContainer title="售后详情">
        <Skeleton active />
      </PageContainer>
    );
  const done = async (msg: string) => {
    message.success(msg);
    await qc.invalidateQueries({ queryKey: ['admin', 'aftersale', id] });
  };
  const handle = can('aftersale.handle');
  const actions = [
    a.status === 'pending' && handle && (
      <ModalForm<{ return_address: string }>
        key="a"
        title="同意申请"
        initialValues={{ return_address: DEFAULT_ADDRESS }}
        trigger={<Button type="primary">同意</Button>}
        onFinish={async (v) => (await approveAftersale(id, v.return_address), await done('已同意'), true)}
      >
        <ProFormTextArea
          name="return_address"
          label="退货地址"
          rules={[{ required: true, message: '请填写退货地址' }]}
        />
      </ModalForm>
    ),
    a.status === 'pending' && handle && (
      <ModalForm<{ reason: string }>
        key="r"
        title="拒绝申请"
        trigger={<Button danger>拒绝</Button>}
        onFinish={async (v) => (await rejectAftersale(id, v.reason), await done('已拒绝'), true)}
      >
        <ProFormTextArea
          name="reason"
          label="拒绝原因"
          rules={[{ required: true, message: '请填写拒绝原因' }]}
        />
      </ModalForm>
    ),
    a.status === 'shipped' && handle && (
      <Popconfirm
        key="c"
        title="验收合格？商品将退回原批次的可售库存"
        onConfirm={async () => (
          await receiveAftersale(id, { result: 'pass' }),
          await done('验收合格，商品已回到可售库存')
        )}
      >
        <Button type="primary">确认收货·验收合格</Button>
      </Popconfirm>
    ),
    a.status === 'shipped' && handle && (
      <ModalForm<{ reason: string; photos?: string[] }>
        key="q"
        title="验收不合格"
        trigger={<Button danger>验收不合格</Button>}
        onFinish={async (v) => (
          await receiveAftersale(id, { result: 'fail', reason: v.reason, photos: v.photos ?? [] }),
          await done('验收不合格，商品已转入不合格品区'),
          true
        )}
      >
        <ProFormTextArea
          name="reason"
          label="不合格原因"
          placeholder="如：外箱压损、铝塑板破裂"
          rules={[{ required: true, message: '请填写不合格原因' }]}
        />
        <ProForm.Item name="photos" label="验收照片（破损处、批号、外箱）">
          <InspectionPhotoInput />
        </ProForm.Item>
      </ModalForm>
    ),
    a.status === 'received' && can('aftersale.refund') && (
      <ModalForm<{ transfer_to: 'balance' | 'bank'; bank_serial?: string }>
        key="f"
        title={`原路退款 ¥${a.refund}`}
        trigger={<Button type="primary">退款</Button>}
        initialValues={{ transfer_to: 'balance' }}
        onFinish={async (v) => (
          await refundAftersale(id, v.transfer_to === 'bank' ? v : { transfer_to: 'balance' }),
          await done('已原路退款'),
          true
        )}
      >
        <p>
          退款按原支付方式退回：余额支付退回余额；微信/支付宝经支付渠道原路退回；账期订单先冲减未还欠款，
          已还部分与对公转账款按下方选择退回。
        </p>
        <ProFormRadio.Group
          name="transfer_to"
          label="已收转账款退回方式"
          options={[
            { value: 'balance', label: '退回客户余额' },
            { value: 'bank', label: '已通过银行转账退回' },
          ]}
        />
        <ProFormDependency name={['transfer_to']}>
          {({ transfer_to }) =>
            transfer_to === 'bank' ? (
              <ProFormText
                name="bank_serial"
                label="退款银行流水号"
                rules={[{ required: true, message: '请填写退款银行流水号' }]}
              />
            ) : null
          }
        </ProFormDependency>
      </ModalForm>
    ),
  ].filter(Boolean);
  return (
    <PageContainer title={`售后单 #${a.id}`} extra={actions}>
      <ProCard title="申请信息" headerBordered>
        <Descriptions size="small" column={2} bordered>
          <Descriptions.Item label="状态">
            <Tag color={AFTERSALE_COLOR[a.status]}>{a.status_text}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label="类型">{a.kind_text}</Descriptions.Item>
          <Descriptions.Item label="订单号">{a.order_no}</Descriptions.Item>
          <Descriptions.Item label="客户">{a.buyer_company}</Descriptions.Item>
          <Descriptions.Item label="退款金额">¥{a.refund}</Descriptions.Item>
          <Descriptions.Item label="申请时间">
            {dayjs(a.created_at).format('YYYY-MM-DD HH:mm')}
          </Descriptions.Item>
          <Descriptions.Item label="申请原因" span={2}>
            <div>{a.reason}</div>
            {a.images.length > 0 && (
              <Image.PreviewGroup>
                <Space size={8} style={{ marginTop: 6 }}>
                  {a.images.map((img, k) => (
                    <Image
                      key={img.id}
                      src={img.url}
                      alt={`退货图片${k + 1}`}
                      width={72}
                      height={72}
                      style={{ objectFit: 'cover', border: '1px solid #eee' }}
                    />
                  ))}
                </Space>
              </Image.PreviewGroup>
            )}
          </Descriptions.Item>
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
              {a.reject_reason}
            </Descriptions.Item>
          )}
        </Descriptions>
      </ProCard>
      <ProCard title="退货商品" headerBordered style={{ marginTop: 12 }}>
        <Table
          size="small"
          rowKey="lot_id"
          pagination={false}
          dataSource={a.lines}
          columns={[
            { title: '商品', render: (_v, l) => `${l.name} ${l.ypgg}` },
            { title: '生产厂家', dataIndex: 'sccj' },
            { title: '批号', dataIndex: 'batch_no', width: 120 },
            { title: '有效期至', dataIndex: 'expires_on', width: 110 },
            { title: '数量', dataIndex: 'number', width: 70, align: 'right' },
            {
              title: '退款',
              dataIndex: 'amount',
              width: 100,
              align: 'right',
              render: (v: string) => `¥${v}`,
            },
          ]}
        />
      </ProCard>
      {a.inspection && (
        <ProCard title="退货验收" headerBordered style={{ marginTop: 12 }}>
          <InspectionRecord inspection={a.inspection} />
        </ProCard>
      )}
      <ProCard title="处理记录" headerBordered style={{ marginTop: 12 }}>
        <Timeline
          items={a.timeline.map((e) => ({
            children: `${dayjs(e.at).format('YYYY-MM-DD HH:mm')} ${e.text}${e.note ? `（${e.note}）` : ''}`,
          }))}
        />
      </ProCard>
    </PageContainer>
  );
}
