/** What other features may use of this feature (lint rule boundaries/imports). */
export { CHAT_UNREAD_KEY, useChatUnread } from './api/service';
