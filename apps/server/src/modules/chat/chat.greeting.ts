import { CHAT_SERVICE_HOURS } from '@shop/shared';
import type { ChatUserRow } from './chat.repo';

/**
 * The first answer a buyer gets: who will handle the conversation, when they are online and how
 * to reach them at once. A buyer's own manager introduces themselves as 专属客户经理 (spec §2 header
 * wording); the shop's default contact as 客服.
 */
export function greetingFor(user: ChatUserRow): string {
  const hello = user.name ? `您好，${user.name}！` : '您好！';
  const after = `非工作时间的留言，我们会在下一个工作日上班后第一时间处理。`;
  if (!user.manager_name) {
    return `${hello}康源医药在线客服已收到您的消息，客服在线时间为${CHAT_SERVICE_HOURS}，会尽快为您回复。${after}`;
  }
  const who = user.manager_is_default ? '康源医药客服' : '您的专属客户经理';
  const phone = user.manager_phone ? `，急事可直接致电 ${user.manager_phone}` : '';
  return (
    `${hello}我是${who}${user.manager_name}，已收到您的消息。我的在线时间为${CHAT_SERVICE_HOURS}，` +
    `采购、发票、物流和售后问题都可以在这里留言，我会尽快回复您${phone}。${after}`
  );
}
