import { useState } from 'react';
import { Form, Input, InputNumber, Modal, Radio, Table, type UploadFile } from 'antd';
import { useNavigate } from 'react-router';
import {
  AFTERSALE_KINDS,
  AFTERSALE_KIND_TEXT,
  MAX_AFTERSALE_IMAGES,
  aftersalePath,
  type AftersaleKind,
} from '@shop/shared';
import { PhotoUpload, uploadedIds } from '../../../components/common/PhotoUpload';
import { useAftersaleOptions, useApplyAftersale } from '../api/aftersale';
import { message } from '../../../lib/feedback';

interface Props {
  orderId: number;
  open: boolean;
  onClose: () => void;
}

/** 申请退货/售后 from a received order: kind, quantity per lot (at most what is left), reason, photos. */
export function ApplyAftersaleModal({ orderId, open, onClose }: Props) {
  const options = useAftersaleOptions(orderId, open);
  const apply = useApplyAftersale();
  const navigate = useNavigate();
  const [kind, setKind] = useState<AftersaleKind>('return');
  const [reason, setReason] = useState('');
  const [numbers, setNumbers] = useState<Record<number, number>>({});
  const [files, setFiles] = useState<UploadFile[]>([]);
  const lots = options.data?.lots ?? [];

  const submit = async () => {
    const lines = Object.entries(numbers)
      .filter(([, n]) => n > 0)
      .map(([lot, n]) => ({ lot_id: Number(lot), number: n }));
    if (lines.length === 0) return message.warning('请填写要退的商品数量');
    if (!reason.trim()) return message.warning('请填写申请原因');
    const images = uploadedIds(files);
    const res = await apply.mutateAsync({ order_id: orderId, kind, reason, lines, images });
    message.success('申请已提交，请等待商家审核');
    onClose();
    void navigate(aftersalePath(kind, res.id));
  };

  return (
    <Modal
      title={`申请退货/售后${options.data ? `（订单 ${options.data.order_no}）` : ''}`}
      open={open}
      width={860}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="提交申请"
      confirmLoading={apply.isPending}
      destroyOnHidden
    >
      <Form layout="horizontal" labelCol={{ span: 3 }}>
        <Form.Item label="售后类型" required>
          <Radio.Group
            value={kind}
            onChange={(e) => setKind(e.target.value as AftersaleKind)}
            options={AFTERSALE_KINDS.map((k) => ({ value: k, label: AFTERSALE_KIND_TEXT[k] }))}
          />
        </Form.Item>
        <Table
          size="small"
          bordered
          rowKey="lot_id"
          loading={options.isLoading}
          pagination={false}
          dataSource={lots}
          style={{ marginBottom: 12 }}
          columns={[
            { title: '商品', render: (_v, l) => `${l.name} ${l.ypgg}` },
            { title: '生产厂家', dataIndex: 'sccj', width: 150, ellipsis: true },
            { title: '批号', dataIndex: 'batch_no', width: 110 },
            { title: '有效期至', dataIndex: 'expires_on', width: 100 },
            { title: '单价', dataIndex: 'price', width: 80, align: 'right' },
            { title: '收货数', dataIndex: 'received', width: 70, align: 'center' },
            {
              title: '申请数量',
              width: 110,
              render: (_v, l) =>
                l.returnable > 0 ? (
                  <InputNumber
                    aria-label={`申请数量 ${l.batch_no}`}
                    min={0}
                    max={l.returnable}
                    precision={0}
                    size="small"
                    value={numbers[l.lot_id] ?? 0}
                    onChange={(v) => setNumbers((s) => ({ ...s, [l.lot_id]: v ?? 0 }))}
                    addonAfter={`/${l.returnable}`}
                  />
                ) : (
                  <span style={{ color: '#999' }}>已申请</span>
                ),
            },
          ]}
        />
        <Form.Item label="申请原因" required>
          <Input.TextArea
            aria-label="申请原因"
            rows={3}
            maxLength={300}
            showCount
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            placeholder="请说明退货或售后的原因，如外箱破损、批号不符等"
          />
        </Form.Item>
        <Form.Item label="图片" extra={`最多${MAX_AFTERSALE_IMAGES}张，支持JPG、PNG，每张不超过5MB`}>
          <PhotoUpload kind="return_photo" max={MAX_AFTERSALE_IMAGES} files={files} onChange={setFiles} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
