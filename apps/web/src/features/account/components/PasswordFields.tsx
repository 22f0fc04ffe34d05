import { Form, Input } from 'antd';
import { passwordSchema } from '@shop/shared';
import { zodRule } from './zodRule';

/**
 * A new password and its confirmation, under the same rule the server applies (passwordSchema).
 * With `usernameField`, the password may not equal that field's value, as registration requires.
 */
export function PasswordFields({
  label,
  confirmLabel,
  usernameField,
}: {
  label: string;
  confirmLabel: string;
  usernameField?: string;
}) {
  return (
    <>
      <Form.Item
        name="password"
        label={label}
        dependencies={usernameField ? [usernameField] : []}
        extra={`至少8位，须同时包含字母和数字${usernameField ? '，不能与用户名相同' : ''}`}
        rules={[
          zodRule(passwordSchema),
          ({ getFieldValue }) => ({
            validator: async (_r, v: string) => {
              if (!usernameField || !v) return;
              if (v.toLowerCase() === String(getFieldValue(usernameField) ?? '').toLowerCase())
                throw new Error('密码不能与用户名相同');
            },
          }),
        ]}
      >
        <Input.Password size="large" autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="password_confirmation"
        label={confirmLabel}
        dependencies={['password']}
        rules={[
          { required: true, message: '请再次输入密码' },
          ({ getFieldValue }) => ({
            validator: async (_r, v: string) => {
              if (v && v !== getFieldValue('password')) throw new Error('两次输入的密码不一致');
            },
          }),
        ]}
      >
        <Input.Password size="large" autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
