import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { ConfirmResponse, PayType, PlaceOrderBody } from '@shop/shared';
import { ApiError } from '../../../lib/api';
import { usePlaceOrder } from '../api/placeOrder';
import type { PurchaserValues } from '../components/PurchaserForm';
import { payTarget } from './payTarget';
import { useIdempotencyKey } from './useIdempotencyKey';
import { message } from '../../../lib/feedback';

export interface OrderChoices {
  addressId: number | null;
  invoiceType: number;
  couponId: number;
  remark: string;
  payType: PayType | undefined;
}

const isPriceChanged = (err: unknown) =>
  err instanceof ApiError &&
  typeof err.data === 'object' &&
  err.data !== null &&
  (err.data as { reason?: unknown }).reason === 'price_changed';

/**
 * 提交订单. The body echoes the figures the page showed (expected_payable, line prices) so the
 * server refuses rather than charges a price the buyer did not see; the idempotency key is the
 * page visit's, so a double click or a retry yields one order.
 */
export function useSubmitOrder(ids: string, data: ConfirmResponse | undefined) {
  const key = useIdempotencyKey();
  const place = usePlaceOrder();
  const navigate = useNavigate();
  const client = useQueryClient();

  const submit = async (c: OrderChoices, purchaser: PurchaserValues | null) => {
    if (!data) return;
    if (c.addressId === null) return message.warning('请选择收货地址');
    if (!c.payType) return message.warning('请选择支付方式');
    const body: PlaceOrderBody = {
      ids,
      address_id: c.addressId,
      invoice_type: c.invoiceType,
      coupon_id: c.couponId,
      remark: c.remark.trim(),
      pay_type: c.payType,
      idempotency_key: key,
      expected_payable: data.amounts.payable,
      line_prices: data.groups.flatMap((g) => g.lines.map((l) => ({ id: l.id, price: l.price }))),
      ...(purchaser
        ? {
            purchaser_name: purchaser.purchaser_name.trim(),
            purchaser_id_no: purchaser.purchaser_id_no.trim().toUpperCase(),
          }
        : {}),
    };
    try {
      const res = await place.mutateAsync(body);
      await Promise.all([
        client.invalidateQueries({ queryKey: ['cart'] }),
        client.invalidateQueries({ queryKey: ['user', 'base'] }),
      ]);
      await navigate(payTarget(res.orders), { replace: true });
    } catch (err) {
      // The '温馨提示' alert already told the buyer; show the new figures so they can confirm again.
      if (isPriceChanged(err)) await client.invalidateQueries({ queryKey: ['order', 'confirm'] });
    }
  };

  return { submit, submitting: place.isPending, idempotencyKey: key };
}
