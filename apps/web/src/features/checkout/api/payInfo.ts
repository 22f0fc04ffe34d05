import { useQuery } from '@tanstack/react-query';
import type { PayInfo } from '@shop/shared';
import { api } from '../../../lib/api';

export const payInfoKey = (id: number) => ['order', 'pay-info', id] as const;
export const PAY_POLL_MS = 2000;

/** Poll while an online payment is open (started now, or earlier: pay-info.online) and not yet paid. */
export const shouldPoll = (startedOnline: boolean, data: PayInfo | undefined): boolean =>
  (startedOnline || Boolean(data?.online)) &&
  (data?.status === 'unpaid' || data?.status === 'awaiting_transfer');

/**
 * GET /api/order/:id/pay-info. While a QR is on screen the page polls every 2 s until the
 * gateway's notification has marked the order paid. Polls are silent: a network blip must not
 * raise a dialog every two seconds.
 */
export function usePayInfoQuery(id: number, startedOnline: boolean) {
  return useQuery({
    queryKey: payInfoKey(id),
    enabled: id > 0,
    queryFn: ({ signal }) =>
      api.get<PayInfo>(`/order/${id}/pay-info`, undefined, { signal, silent: startedOnline }),
    refetchInterval: (q) => (shouldPoll(startedOnline, q.state.data) ? PAY_POLL_MS : false),
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
}
