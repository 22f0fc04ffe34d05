/** Wire shapes of the member centre's calls: wallet ones from the shared contracts, the rest as the server module returns them. */
import type { z } from 'zod';
import type { CouponNumSchema, MoneyLogResponseSchema, UserMoneySchema } from '@shop/shared';

export type UserMoney = z.infer<typeof UserMoneySchema>;
export type MoneyLogPage = z.infer<typeof MoneyLogResponseSchema>;
export type MoneyLogItem = MoneyLogPage['list'][number];
export type CouponNum = z.infer<typeof CouponNumSchema>;

/** GET /api/user/zizhi (apps/server/src/modules/user/qualification.service.ts). */
export interface Certificate {
  code: string;
  name: string;
  number: string;
  status: 'missing' | 'approved' | 'pending';
  status_text: string;
}
export interface Qualification {
  is_passed: boolean | number;
  status: 'passed' | 'incomplete' | 'pending';
  status_text: string;
  note: string;
  company: { id: number; name: string; kind: string; kind_text: string };
  certificates: Certificate[];
}

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
