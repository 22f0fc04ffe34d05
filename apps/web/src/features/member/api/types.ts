/** Wire shapes of the member centre's calls: wallet ones from the shared contracts, the rest as the server module returns them. */
import type { z } from 'zod';
import type { CouponNumSchema, MoneyLogResponseSchema, UserMoneySchema } from '@shop/shared';

export type UserMoney = z.infer<typeof UserMoneySchema>;
export type MoneyLogPage = z.infer<typeof MoneyLogResponseSchema>;
export type MoneyLogItem = MoneyLogPage['list'][number];
export type CouponNum = z.infer<typeof CouponNumSchema>;

/** GET /api/user/zizhi: the contract's types. */
export type { Certificate, Qualification } from '@shop/shared';

/** GET /api/user/jyfw. */
export interface BusinessScope {
  list: Array<{ code: string; name: string }>;
  text: string;
}

/** GET /api/user/messages. */
export interface MemberMessage {
  id: number;
  title: string;
  content: string;
  is_read: boolean;
  created_at: string;
}
export interface MessagesPage {
  list: MemberMessage[];
  total: number;
  unread: number;
  page: number;
  page_size: number;
}
