import { useEffect, useRef, useState } from 'react';
import { ProCard } from '@ant-design/pro-components';
import { App, Button, Input, Select, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import type { AdminChatThread } from '@shop/shared';
import { assignChat, claimChat, sendChat, useChatAgents } from '../api/service';
import { QUICK_REPLIES } from './quick-replies';

interface Props {
  data: AdminChatThread | undefined;
  /** The signed-in operator. */
  me: number;
  /** May give the conversation to another service operator (service.assign). */
  canAssign: boolean;
  /** After a reply, claim or 改派: the list, the unread figure and the thread are read again. */
  onChanged: () => Promise<unknown>;
}

/** Who looks after the conversation, and the one action that fits: 接待 it, or 改派 it. */
function Assignment({ data, me, canAssign, onChanged }: Props & { data: AdminChatThread }) {
  const { message } = App.useApp();
  const agents = useChatAgents(canAssign);
  const run = async (action: () => Promise<unknown>, done: string) => {
    await action();
    message.success(done);
    await onChanged();
  };
  return (
    <Space size={6}>
      {data.assignee === null ? (
        <>
          <Tag color="orange">未接待</Tag>
          <Button
            size="small"
            type="primary"
            onClick={() => void run(() => claimChat(data.user_id), '已接待')}
          >
            接待
          </Button>
        </>
      ) : (
        <Tag color={data.assignee.id === me ? 'green' : 'blue'}>
          {data.assignee.id === me ? '由我接待' : `接待人：${data.assignee.name}`}
        </Tag>
      )}
      {canAssign && (
        <Select
          size="small"
          aria-label="改派给"
          placeholder="改派给…"
          style={{ width: 130 }}
          value={null}
          loading={agents.isLoading}
          options={(agents.data ?? [])
            .filter((a) => a.id !== data.assignee?.id)
            .map((a) => ({ value: a.id, label: `${a.name}（${a.username}）` }))}
          onChange={(id: number) => void run(() => assignChat(data.user_id, id), '已改派')}
        />
      )}
    </Space>
  );
}

/** The open conversation: messages, quick replies and the reply box, with its assignment above. */
export function ChatThread(props: Props) {
  const { data, me, onChanged } = props;
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const { message } = App.useApp();
  const end = useRef<HTMLDivElement>(null);
  // A block body: an effect's return value is its cleanup, and some browsers' scrollIntoView
  // returns a Promise, which React then called as a function ("l is not a function").
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [data?.list.length]);
  const theirs = data?.assignee && data.assignee.id !== me;
  const send = async () => {
    if (!data || !text.trim()) return;
    setSending(true);
    try {
      await sendChat(data.user_id, text.trim());
      setText('');
      message.success('已发送');
      await onChanged();
    } finally {
      setSending(false);
    }
  };
  const closed = data ? !data.is_can_chat : true;
  return (
    <ProCard
      title={data ? `${data.company}（${data.username}）` : '会话'}
      extra={data && <Assignment {...props} data={data} />}
      variant="outlined"
    >
      <div style={{ height: 440, overflowY: 'auto', background: '#f7f8fa', padding: 12, borderRadius: 6 }}>
        {data?.list.map((m) => (
          <div key={m.id} style={{ textAlign: m.from === 'agent' ? 'right' : 'left', marginBottom: 10 }}>
            <div style={{ fontSize: 12, color: '#999' }}>
              {m.from === 'agent' ? '客服' : '客户'} {dayjs(m.created_at).format('MM-DD HH:mm')}
            </div>
            <div
              style={{
                display: 'inline-block',
                maxWidth: '70%',
                padding: '6px 10px',
                borderRadius: 6,
                whiteSpace: 'pre-wrap',
                textAlign: 'left',
                background: m.from === 'agent' ? '#0b7a4b' : '#fff',
                color: m.from === 'agent' ? '#fff' : 'inherit',
              }}
            >
              {m.content}
            </div>
          </div>
        ))}
        <div ref={end} />
      </div>
      <Space wrap size={4} style={{ marginTop: 8 }}>
        {QUICK_REPLIES.map((q) => (
          <Tag key={q} title={q} style={{ cursor: 'pointer' }} onClick={() => setText(q)}>
            {q.length > 14 ? `${q.slice(0, 14)}…` : q}
          </Tag>
        ))}
      </Space>
      <Space.Compact style={{ width: '100%', marginTop: 8 }}>
        <Input.TextArea
          aria-label="回复内容"
          value={text}
          maxLength={500}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
          placeholder={
            closed
              ? '该客户未开通在线客服'
              : theirs
                ? `该会话由 ${data?.assignee?.name ?? ''} 接待`
                : '输入回复，Ctrl+Enter 发送（未接待的会话回复后由您接待）'
          }
          disabled={closed || Boolean(theirs)}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && e.ctrlKey && void send()}
        />
        <Button
          type="primary"
          loading={sending}
          disabled={closed || Boolean(theirs)}
          onClick={() => void send()}
          style={{ height: 'auto' }}
        >
          发送
        </Button>
      </Space.Compact>
    </ProCard>
  );
}
