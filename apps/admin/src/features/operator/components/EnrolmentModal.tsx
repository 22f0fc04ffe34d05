import { Alert, Descriptions, Modal, Typography } from 'antd';
import type { Enrolment } from '../api/operators';

/** Shown once: the secret and recovery codes are not stored readable and cannot be shown again. */
export function EnrolmentModal({ value, onClose }: { value: Enrolment | null; onClose: () => void }) {
  return (
    <Modal
      open={value !== null}
      title="身份验证器与恢复码（仅显示一次）"
      onOk={onClose}
      onCancel={onClose}
      width={560}
    >
      {value && (
        <>
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            title="请让操作员立即在身份验证器（如 Google Authenticator、微信小程序“腾讯身份验证器”）中添加密钥，并把恢复码抄写保存。"
          />
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label="账号">{value.username}</Descriptions.Item>
            <Descriptions.Item label="密钥">
              <Typography.Text copyable code>
                {value.totp_secret}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label="otpauth 链接">
              <Typography.Text copyable style={{ fontSize: 12 }}>
                {value.otpauth_uri}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label="恢复码（每个只能用一次）">
              <Typography.Text copyable={{ text: value.recovery_codes.join('\n') }} code>
                {value.recovery_codes.join('  ')}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
        </>
      )}
    </Modal>
  );
}
