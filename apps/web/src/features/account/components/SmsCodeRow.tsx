import { useEffect, useState } from 'react';
import { Button, Form, Input } from 'antd';
import type { FormInstance } from 'antd';
import { mobileSchema, smsCodeSchema, type SmsPurpose } from '@shop/shared';
import { ApiError } from '../../../lib/api';
import { sendCode } from '../api/account';
import { zodRule } from './zodRule';
import { message } from '../../../lib/feedback';

/**
 * Mobile + SMS code with a 60 s countdown after each send. The server's refusal (limits, a taken
 * mobile) is shown as it says it.
 */
export function SmsCodeRow({
  form,
  purpose,
  phoneField = 'phone',
  phoneLabel = '手机号码',
}: {
  form: FormInstance;
  purpose: SmsPurpose;
  phoneField?: string;
  phoneLabel?: string;
}) {
  const [wait, setWait] = useState(0);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (wait <= 0) return;
    const t = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(t);
  }, [wait]);

  const send = async () => {
    try {
      await form.validateFields([phoneField]);
    } catch {
      return;
    }
    setSending(true);
    try {
      const r = await sendCode(String(form.getFieldValue(phoneField)).trim(), purpose);
      setWait(r.resend_in);
      message.success('验证码已发送，10分钟内有效');
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '验证码发送失败，请稍后再试');
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Form.Item name={phoneField} label={phoneLabel} rules={[zodRule(mobileSchema)]}>
        <Input size="large" maxLength={11} placeholder="请输入11位手机号码" autoComplete="tel" />
      </Form.Item>
      <Form.Item label="短信验证码" required>
        <div style={{ display: 'flex', gap: 8 }}>
          <Form.Item name="code" noStyle rules={[zodRule(smsCodeSchema)]}>
            <Input size="large" maxLength={6} placeholder="6位数字验证码" autoComplete="one-time-code" />
          </Form.Item>
          <Button
            size="large"
            onClick={() => void send()}
            disabled={wait > 0}
            loading={sending}
            style={{ width: 132 }}
          >
            {wait > 0 ? `${wait}秒后重新获取` : '获取验证码'}
          </Button>
        </div>
      </Form.Item>
    </>
  );
}
