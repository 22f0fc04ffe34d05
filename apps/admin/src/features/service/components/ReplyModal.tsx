import type { ReactNode } from 'react';
import { ModalForm, ProFormTextArea } from '@ant-design/pro-components';
import { App, Button, Typography } from 'antd';

interface Props<V extends { reply: string }> {
  title: string;
  /** What the buyer wrote, shown above the reply box. */
  quote: ReactNode;
  /** Extra fields after the reply box (求购: the goods now listed). */
  extra?: ReactNode;
  send: (values: V) => Promise<unknown>;
  onDone: () => Promise<void> | void;
}

/**
 * 回复 of 意见反馈 and 品种求购: one reply per buyer's note, delivered to the buyer as a site
 * message, so both screens say the same thing the same way.
 */
export function ReplyModal<V extends { reply: string }>({ title, quote, extra, send, onDone }: Props<V>) {
  const { message } = App.useApp();
  return (
    <ModalForm<V>
      title={title}
      trigger={
        <Button type="link" size="small">
          回复
        </Button>
      }
      onFinish={async (v) => {
        await send(v);
        message.success('已回复，客户将收到站内消息');
        await onDone();
        return true;
      }}
    >
      <Typography.Paragraph type="secondary">{quote}</Typography.Paragraph>
      <ProFormTextArea
        name="reply"
        label="回复内容"
        rules={[{ required: true, message: '请填写回复内容' }]}
      />
      {extra}
    </ModalForm>
  );
}
