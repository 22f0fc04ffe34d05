import dayjs from 'dayjs';
import type { ChatMessage } from '@shop/shared';

/** Today's messages show the time only; older ones the date too, as chat tools do. */
export const chatTime = (iso: string, now = dayjs()): string => {
  const t = dayjs(iso);
  return t.isSame(now, 'day') ? t.format('HH:mm') : t.format('MM-DD HH:mm');
};

export function ChatBubble({ message, agentName }: { message: ChatMessage; agentName: string }) {
  const mine = message.from === 'buyer';
  return (
    <li className={`ky-chat-msg ${mine ? 'is-mine' : 'is-agent'}`}>
      <div className="ky-chat-meta">
        {mine ? '我' : agentName} · {chatTime(message.created_at)}
      </div>
      <div className="ky-chat-bubble">{message.content}</div>
    </li>
  );
}
