import { useState } from 'react';
import { Alert, Checkbox, Form, Input, Modal } from 'antd';
import { ApiError } from '../../../lib/api';
import { useUpdateUserInfo } from '../../account';
import { SmsCodeRow } from '../../account';
import { message } from '../../../lib/feedback';

type Values = { name: string; phone?: string; code?: string };

/**
 * 修改联系人 (POST /api/user/updateUserInfo {name, phone}): the name freely; a new mobile only with
 * the SMS code sent to that new mobile.
 */
export function EditContactModal({
  open,
  name,
  phone,
  onClose,
}: {
  open: boolean;
  name: string;
  phone: string;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const [newPhone, setNewPhone] = useState(false);
  const [error, setError] = useState('');
  const update = useUpdateUserInfo();
  const onOk = async () => {
    const v = await form.validateFields();
    setError('');
    try {
      await update.mutateAsync({
        name: v.name.trim(),
        phone: newPhone ? (v.phone ?? '').trim() : phone,
        ...(newPhone ? { code: (v.code ?? '').trim() } : {}),
      });
      message.success('联系人信息已保存');
      onClose();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '保存失败，请稍后再试');
    }
  };
  return (
    <Modal
      title="修改联系人信息"
      open={open}
      okText="保存"
      cancelText="取消"
      confirmLoading={update.isPending}
      destroyOnHidden
      onOk={() => void onOk()}
      onCancel={onClose}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ name }}
        preserve={false}
      >
        <Form.Item
          name="name"
          label="联系人姓名"
          rules={[
            { required: true, whitespace: true, message: '请输入联系人姓名' },
            { max: 20, message: '联系人姓名过长' },
          ]}
        >
          <Input maxLength={20} />
        </Form.Item>
        <p style={{ margin: '0 0 8px' }}>
          当前手机号：{phone}
          <Checkbox
            style={{ marginLeft: 12 }}
            checked={newPhone}
            onChange={(e) => setNewPhone(e.target.checked)}
          >
            更换手机号
          </Checkbox>
        </p>
        {newPhone && <SmsCodeRow form={form} purpose="phone" phoneLabel="新手机号码" />}
        {error && <Alert type="error" showIcon title={error} role="alert" />}
      </Form>
    </Modal>
  );
}
