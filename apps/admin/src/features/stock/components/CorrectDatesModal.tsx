import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import type { AdminLot, LotCorrection } from '../api/lots';

/**
 * 更正批次日期: a batch stored with the wrong 生产日期/有效期至 is corrected here, with a reason
 * (the server writes it to the ledger and the audit trail). Plain date inputs, and no submit on
 * Enter: only the 确认更正 button sends, so a scanner's or a typist's Enter cannot save half a fix.
 */
export function CorrectDatesModal(props: {
  lot: AdminLot;
  open: boolean;
  onClose: () => void;
  submit: (v: LotCorrection) => Promise<unknown>;
  onDone: () => void;
}) {
  const { lot } = props;
  const [form] = Form.useForm<LotCorrection>();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState('');
  const send = async () => {
    const v = await form.validateFields();
    if (v.expires_on <= v.produced_on) {
      setProblem('有效期须晚于生产日期');
      return;
    }
    if (v.produced_on === lot.produced_on && v.expires_on === lot.expires_on) {
      setProblem('日期未改变，无需更正');
      return;
    }
    setSaving(true);
    try {
      await props.submit({ ...v, reason: v.reason.trim() });
      props.onDone();
      props.onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      title={`更正批次日期：${lot.goods_name} 批号 ${lot.batch_no}`}
      open={props.open}
      onCancel={props.onClose}
      onOk={() => void send().catch(() => undefined)}
      okText="确认更正"
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        size="small"
        initialValues={{ produced_on: lot.produced_on, expires_on: lot.expires_on, reason: '' }}
        onValuesChange={() => setProblem('')}
      >
        <Form.Item
          name="produced_on"
          label="生产日期"
          rules={[{ required: true, message: '请输入生产日期' }]}
        >
          <Input type="date" onPressEnter={(e) => e.preventDefault()} />
        </Form.Item>
        <Form.Item name="expires_on" label="有效期至" rules={[{ required: true, message: '请输入有效期至' }]}>
          <Input type="date" onPressEnter={(e) => e.preventDefault()} />
        </Form.Item>
        <Form.Item
          name="reason"
          label="更正原因"
          rules={[{ required: true, whitespace: true, message: '请填写更正原因' }]}
        >
          <Input placeholder="如 入库录入错误，按药检报告更正" maxLength={100} />
        </Form.Item>
      </Form>
      {problem && <Alert type="error" showIcon title={problem} />}
    </Modal>
  );
}
