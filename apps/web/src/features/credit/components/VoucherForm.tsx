import { useState } from 'react';
import { Button, Form, Input, InputNumber, Upload, message } from 'antd';
import { UPLOAD_ACCEPT, MAX_UPLOAD_BYTES, UPLOAD_SIZE_MSG } from '@shop/shared';
import { uploadFile } from '../../selfservice';
import { submitVoucher } from '../api/credit';

/**
 * 上传转账凭证: a photo or PDF of the bank slip and the amount sent. For an order (pay page) or,
 * with orderId 0, for repaying credit. The server checks the file's type and size again.
 */
export function VoucherForm({
  orderId,
  defaultAmount,
  onDone,
}: {
  orderId: number;
  defaultAmount: string;
  onDone: () => void;
}) {
  const [uploadId, setUploadId] = useState<number | null>(null);
  const [fileName, setFileName] = useState('');
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ amount: number; note: string }>();
  const pick = async (file: File) => {
    if (file.size > MAX_UPLOAD_BYTES) {
      void message.error(UPLOAD_SIZE_MSG);
      return;
    }
    try {
      const up = await uploadFile('transfer_voucher', file);
      setUploadId(up.id);
      setFileName(file.name);
    } catch (e) {
      void message.error(e instanceof Error ? e.message : '上传失败');
    }
  };
  const finish = async (v: { amount: number; note: string }) => {
    if (uploadId === null) {
      void message.error('请上传转账凭证');
      return;
    }
    setBusy(true);
    try {
      await submitVoucher({
        upload_id: uploadId,
        order_id: orderId,
        amount: String(v.amount),
        note: v.note ?? '',
      });
      void message.success('转账凭证已提交，财务确认到账后通知您');
      setUploadId(null);
      setFileName('');
      form.resetFields();
      onDone();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form
      form={form}
      layout="inline"
      onFinish={(v) => void finish(v)}
      initialValues={{ amount: Number(defaultAmount) }}
      aria-label="上传转账凭证"
      style={{ rowGap: 8 }}
    >
      <Form.Item label="转账凭证" required>
        <Upload accept={UPLOAD_ACCEPT} showUploadList={false} beforeUpload={(f) => (void pick(f), false)}>
          <Button>{fileName ? `已选：${fileName}` : '选择图片或PDF'}</Button>
        </Upload>
      </Form.Item>
      <Form.Item name="amount" label="转账金额（元）" rules={[{ required: true, message: '请填写转账金额' }]}>
        <InputNumber min={0.01} precision={2} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="note" label="备注">
        <Input maxLength={100} style={{ width: 200 }} placeholder="如：工行尾号1234转出" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        提交凭证
      </Button>
    </Form>
  );
}
