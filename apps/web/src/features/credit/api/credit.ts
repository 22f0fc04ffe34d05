import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreditSummary,
  MonthQuerySchema,
  OnlineRepay,
  OnlineRepayBodySchema,
  VoucherQuerySchema,
  RepayBodySchema,
  Statement,
  StatementReplyBodySchema,
  Voucher,
  VoucherBodySchema,
} from '@shop/shared';
import { api } from '../../../lib/api';

export const creditKey = ['user', 'credit'] as const;
export const useCreditQuery = () =>
  useQuery({
    queryKey: creditKey,
    queryFn: ({ signal }) => api.get<CreditSummary>('/user/credit', undefined, { signal }),
  });

export const repayFromBalance = (amount: string) =>
  api.post<{ repaid: string; outstanding: string }, typeof RepayBodySchema>('/user/credit/repay', { amount });

export const vouchersKey = (orderId?: number) => ['user', 'transfer_vouchers', orderId ?? 0] as const;
export const useVouchersQuery = (orderId?: number) =>
  useQuery({
    queryKey: vouchersKey(orderId),
    queryFn: ({ signal }) =>
      api.get<Voucher[], typeof VoucherQuerySchema>(
        '/user/transfer_vouchers',
        orderId ? { order_id: orderId } : {},
        {
          signal,
        },
      ),
  });
export const submitVoucher = (body: { upload_id: number; order_id: number; amount: string; note?: string }) =>
  api.post<Voucher, typeof VoucherBodySchema>('/user/transfer_vouchers', body);

export const statementKey = (month?: string) => ['user', 'statements', month ?? ''] as const;
export const useStatementQuery = (month?: string) =>
  useQuery({
    queryKey: statementKey(month),
    queryFn: ({ signal }) =>
      api.get<Statement, typeof MonthQuerySchema>('/user/statements', month ? { month } : {}, { signal }),
  });
export const replyStatement = (body: { month: string; status: 'confirmed' | 'disputed'; note: string }) =>
  api.post<Statement, typeof StatementReplyBodySchema>('/user/statements/reply', body);
export const statementDownloadUrl = (month: string, format: 'pdf' | 'xlsx') =>
  `/api/user/statements/download?month=${month}&format=${format}`;

export const startOnlineRepay = (body: {
  pay_type: 'wechat' | 'alipay';
  receivable_ids: number[];
  amount?: string;
}) => api.post<OnlineRepay, typeof OnlineRepayBodySchema>('/user/credit/repay_online', body);

/**
 * Polled every 2 s while the trade waits for the gateway's notification; once paid, the credit
 * summary (bills, 未还金额) is read again.
 */
export function useOnlineRepayQuery(outTradeNo: string | null) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: ['user', 'credit_repay_online', outTradeNo ?? ''],
    enabled: outTradeNo !== null,
    queryFn: async ({ signal }) => {
      const trade = await api.get<OnlineRepay>(`/user/credit/repay_online/${outTradeNo ?? ''}`, undefined, {
        signal,
      });
      if (trade.status === 'paid') void qc.invalidateQueries({ queryKey: creditKey });
      return trade;
    },
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? 2000 : false),
  });
}
