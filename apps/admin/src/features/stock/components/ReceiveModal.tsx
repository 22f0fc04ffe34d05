import { Button, DatePicker, Form, Input, InputNumber, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { message } from 'antd';
import { receiveLot } from '../api/lots';
import { ReportUpload } from './ReportUpload';

interface Values {
  batch_no: string;
  produced_on: Dayjs;
  expires_on: Dayjs;
  quantity: number;
  report_url?: string;
}

/** 批次入库: batch, dates, quantity and the inspection report. */
export function ReceiveModal(props: {
  goodsId: number;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const [form] = Form.useForm<Values>();
  return (
    <Modal title="批次入库" open={props.open} onCancel={props.onClose} footer={null} destroyOnHidden>
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) =>
          void receiveLot({
            goods_id: props.goodsId,
            batch_no: v.batch_no,
            produced_on: v.produced_on.format('YYYY-MM-DD'),
            expires_on: v.expires_on.format('YYYY-MM-DD'),
            quantity: v.quantity,
            report_url: v.report_url ?? '',
          }).then(() => {
            message.success('批次已入库');
            props.onDone();
            props.onClose();
          })
        }
      >
        <Form.Item name="batch_no" label="批号" rules={[{ required: true, message: '请输入批号' }]}>
          <Input placeholder="如 240315" />
        </Form.Item>
        <Form.Item
          name="produced_on"
          label="生产日期"
          rules={[{ required: true, message: '请选择生产日期' }]}
        >
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="expires_on" label="有效期至" rules={[{ required: true, message: '请选择有效期至' }]}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="quantity" label="入库数量" rules={[{ required: true, message: '请输入入库数量' }]}>
          <InputNumber min={1} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="report_url" label="药检报告">
          <ReportUpload />
        </Form.Item>
        <Button type="primary" htmlType="submit" block>
          确认入库
        </Button>
      </Form>
    </Modal>
  );
}
