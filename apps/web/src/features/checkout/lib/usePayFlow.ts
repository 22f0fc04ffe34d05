import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PayResult, PayType } from '@shop/shared';
import { usePayOrder } from '../api/pay';
import { usePayInfoQuery } from '../api/payInfo';
import { isPaidStatus, paidTarget } from './paidTarget';

type Online = Extract<PayResult, { cashier_url: string }>;

/**
 * Paying one order: the chosen method, the pay call, and for online methods the 2 s polling of
 * pay-info until the gateway's notification has marked the order paid, then /cart/step4.
 */
export function usePayFlow(id: number, hmId: number | null) {
  const navigate = useNavigate();
  const [online, setOnline] = useState<Online | null>(null);
  const [chosen, setChosen] = useState<PayType | null>(null);
  const info = usePayInfoQuery(id, online !== null);
  const pay = usePayOrder(id);
  const data = info.data;

  const payType = chosen ?? data?.pay_type ?? null;
  const openOnline =
    online ??
    (data?.online && data.online.pay_type === payType ? { ...data.online, status: data.status } : null);

  useEffect(() => {
    if (data && isPaidStatus(data.status)) void navigate(paidTarget(id, hmId), { replace: true });
  }, [data, id, hmId, navigate]);

  const payNow = async () => {
    if (!payType) return;
    try {
      const res = await pay.mutateAsync(payType);
      if (res.pay_type === 'wechat' || res.pay_type === 'alipay') setOnline(res);
      else if ((res.pay_type === 'balance' || res.pay_type === 'credit') && isPaidStatus(res.status))
        await navigate(paidTarget(id, hmId), { replace: true });
    } catch {
      // Refusals (余额不足, order cancelled...) were shown by the client's 温馨提示 alert.
    }
  };

  const choose = (t: PayType) => {
    setChosen(t);
    if (online && online.pay_type !== t) setOnline(null);
  };

  return { info, data, payType, choose, payNow, paying: pay.isPending, openOnline, lastResult: pay.data };
}
