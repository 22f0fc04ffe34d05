import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Alert, Button, Drawer, Input, Spin } from 'antd';
import { CustomerServiceOutlined, PhoneOutlined, SendOutlined } from '@ant-design/icons';
import { CHAT_MAX_LENGTH, CHAT_SERVICE_HOURS, MINI_CART_WIDTH } from '@shop/shared/constants';
import type { BaseInfo } from '../../shell';
import { useChatMessages } from '../api/chatMessages';
import { useSendChat } from '../api/sendChat';
import { ChatBubble } from './ChatBubble';
import './chat.css';

/**
 * 在线客服 (spec §6 is_can_chat): the buyer's conversation with their account manager, in a drawer
 * beside the page so the cart and the goods stay in view. Polls while open; Enter sends,
 * Shift+Enter breaks the line, and Enter that confirms a pinyin candidate sends nothing.
 */
export function ChatDrawer({ open, onClose, base }: { open: boolean; onClose: () => void; base: BaseInfo }) {
  const [text, setText] = useState('');
  const messages = useChatMessages(open);
  const send = useSendChat(base.token ?? '');
  const listRef = useRef<HTMLUListElement>(null);
  const list = messages.data ?? [];
  const agentName = base.admin?.name ?? '康源客服';

  const lastId = list.at(-1)?.id;
  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lastId, open]);

  const submit = () => {
    const content = text.trim();
    if (!content || send.isPending) return;
    send.mutate(content, { onSuccess: () => setText('') });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    submit();
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={400}
      mask={false}
      // Beside the right toolbar, not over it: the cart and back-to-top stay reachable while chatting.
      rootStyle={{ right: MINI_CART_WIDTH.collapsed }}
      title={
        <div className="ky-chat-title">
          <CustomerServiceOutlined /> 在线客服
          <span className="ky-chat-hours">服务时间：{CHAT_SERVICE_HOURS}</span>
        </div>
      }
      classNames={{ body: 'ky-chat-body' }}
      footer={
        <div className="ky-chat-compose">
          <Input.TextArea
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            maxLength={CHAT_MAX_LENGTH}
            autoSize={{ minRows: 2, maxRows: 5 }}
            placeholder="请输入您要咨询的问题，Enter 发送，Shift+Enter 换行"
            aria-label="消息内容"
          />
          <div className="ky-chat-actions">
            <span className="ky-chat-count">
              {text.length}/{CHAT_MAX_LENGTH}
            </span>
            <Button
              type="primary"
              icon={<SendOutlined />}
              loading={send.isPending}
              disabled={!text.trim()}
              onClick={submit}
            >
              发送
            </Button>
          </div>
        </div>
      }
    >
      {base.admin?.name && (
        <div className="ky-chat-agent">
          {base.admin.is_default === 0 ? '专属客户经理' : '客服'}：{base.admin.name}
          {base.admin.phone && (
            <span>
              <PhoneOutlined /> {base.admin.phone}
            </span>
          )}
        </div>
      )}
      {messages.isError && <Alert type="warning" showIcon title="消息暂时无法刷新，请稍后再试" />}
      {messages.isPending ? (
        <div className="ky-chat-loading">
          <Spin />
        </div>
      ) : list.length === 0 ? (
        <p className="ky-chat-empty">
          您好！采购、发票、物流、售后问题都可以在这里留言，客户经理会在服务时间内尽快回复您。
        </p>
      ) : (
        <ul ref={listRef} className="ky-chat-list" aria-label="聊天记录">
          {list.map((m) => (
            <ChatBubble key={m.id} message={m} agentName={agentName} />
          ))}
        </ul>
      )}
    </Drawer>
  );
}
