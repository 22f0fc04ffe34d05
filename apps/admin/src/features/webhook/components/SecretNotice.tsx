import { Alert, Modal, Typography } from 'antd';
import type { WebhookSecret } from '@shop/shared';

/** The signing secret, shown this once: the list only ever shows its last four characters. */
export function SecretNotice({ value, onClose }: { value: WebhookSecret | null; onClose: () => void }) {
  return (
    <Modal
      title="签名密钥"
      open={value !== null}
      onCancel={onClose}
      onOk={onClose}
      okText="已保存"
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <Alert
        type="warning"
        showIcon
        message="密钥仅显示这一次，请立即复制并配置到 ERP；关闭后无法再次查看，只能轮换。"
        style={{ marginBottom: 12 }}
      />
      <Typography.Paragraph>推送地址：{value?.endpoint.url}</Typography.Paragraph>
      <Typography.Paragraph copyable={{ text: value?.secret ?? '' }} code>
        {value?.secret}
      </Typography.Paragraph>
    </Modal>
  );
}
