import { useState } from 'react';
import { Input, Modal, Typography } from 'antd';
import type { BulkDialogProps } from '../../../components/BulkActions';
import { bulkReply } from '../api/service';

/**
 * 批量回复 (mark handled): one reply sent to every chosen 意见反馈 or 品种求购 as a site message;
 * rows answered meanwhile come back named by the server.
 */
export function BulkReplyDialog({
  what,
  placeholder,
  ...p
}: BulkDialogProps & { what: 'feedback' | 'wanted'; placeholder: string }) {
  const [reply, setReply] = useState(placeholder);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      p.onResult(await bulkReply(what, p.ids, reply));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={`批量回复（${p.ids.length} 条）`}
      okText="发送并标记已处理"
      okButtonProps={{ disabled: !reply.trim() }}
      confirmLoading={busy}
      onOk={() => void send()}
      onCancel={p.onClose}
    >
      <Typography.Paragraph type="secondary">
        同一条回复将以站内消息发给所选每位客户，所选记录标记为已处理；已回复的记录不会重复发送。
      </Typography.Paragraph>
      <Input.TextArea
        aria-label="回复内容"
        rows={4}
        maxLength={500}
        showCount
        value={reply}
        onChange={(e) => setReply(e.target.value)}
      />
    </Modal>
  );
}
