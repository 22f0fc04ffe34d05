import { Alert, Modal, Typography } from 'antd';

/** The token, shown once after it is made or rotated: the shop keeps only its hash. */
export function TokenSecret({ token, onClose }: { token: string | null; onClose: () => void }) {
  return (
    <Modal
      open={token !== null}
      title="请立即复制并保存令牌"
      onOk={onClose}
      onCancel={onClose}
      okText="我已保存"
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <Alert
        type="warning"
        showIcon
        message="令牌只显示这一次，关闭后无法再次查看；遗失请轮换生成新令牌。"
        style={{ marginBottom: 12 }}
      />
      <Typography.Paragraph copyable={{ text: token ?? '' }} code style={{ wordBreak: 'break-all' }}>
        {token}
      </Typography.Paragraph>
    </Modal>
  );
}
