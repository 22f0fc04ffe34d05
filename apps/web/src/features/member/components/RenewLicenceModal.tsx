import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import type { Certificate } from '@shop/shared';
import { ApiError } from '../../../lib/api';
import { useRenewLicence } from '../../account';
import { FileField, fileRules } from '../../account';

interface Values {
  number: string;
  expires_on: string;
  file?: File;
}

/** 更新证照: a new image with its number and expiry; the licence goes back to review. */
export function RenewLicenceModal({ cert, onClose }: { cert: Certificate | null; onClose: () => void }) {
  const renew = useRenewLicence();
  const [error, setError] = useState('');
  const [form] = Form.useForm<Values>();
  const submit = async (v: Values) => {
    if (!cert || !v.file) return;
    const fd = new FormData();
    fd.append('kind', cert.code);
    fd.append('number', v.number.trim());
    fd.append('expires_on', v.expires_on);
    fd.append('file', v.file, v.file.name);
    try {
      await renew.mutateAsync(fd);
      onClose();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '提交失败，请稍后再试');
    }
  };
  return (
    <Modal
      open={cert !== null}
      title={`更新${cert?.name ?? '证照'}`}
      okText="提交审核"
      onCancel={onClose}
      confirmLoading={renew.isPending}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ number: cert?.number ?? '' }}
        onFinish={(v) => void submit(v)}
        onValuesChange={() => setError('')}
      >
        <Form.Item
          name="number"
          label="证照编号"
          rules={[{ required: true, whitespace: true, message: '请输入证照编号' }]}
        >
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item
          name="expires_on"
          label="有效期至"
          rules={[{ required: true, message: '请选择证照有效期' }]}
        >
          <Input type="date" />
        </Form.Item>
        <Form.Item name="file" label="证照图片" rules={fileRules('请上传证照图片')}>
          <FileField />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} />}
        <p style={{ color: '#999', fontSize: 12, margin: '8px 0 0' }}>
          提交后该证照重新进入审核，审核结果将以站内消息通知。
        </p>
      </Form>
    </Modal>
  );
}
