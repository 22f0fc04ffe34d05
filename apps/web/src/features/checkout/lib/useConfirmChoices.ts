import { useState } from 'react';
import type { ConfirmResponse, PayType } from '@shop/shared';
import type { OrderChoices } from './useSubmitOrder';

/**
 * The buyer's choices on the confirm page (the coupon lives in the page: the confirm query needs it). Until the buyer picks, the server's defaults stand: the
 * default address, the best coupon, and balance when it covers the order.
 */
export function useConfirmChoices(data: ConfirmResponse | undefined, couponId: number | null) {
  const [addressId, setAddressId] = useState<number | null>(null);
  const [invoiceType, setInvoiceType] = useState(0);
  const [remark, setRemark] = useState('');
  const [payType, setPayType] = useState<PayType | undefined>(undefined);

  const addresses = data?.addresses ?? [];
  const effectiveAddressId =
    addressId !== null && addresses.some((a) => a.id === addressId)
      ? addressId
      : (data?.default_address_id ?? addresses[0]?.id ?? null);
  const balance = data?.pay_types.find((p) => p.type === 'balance');
  const defaultPay = balance?.enough ? 'balance' : data?.pay_types.find((p) => p.type !== 'balance')?.type;

  const choices: OrderChoices = {
    addressId: effectiveAddressId,
    couponId: couponId ?? data?.best_coupon_id ?? 0,
    invoiceType,
    remark,
    payType: payType ?? defaultPay,
  };
  return {
    choices,
    setAddressId,
    setInvoiceType,
    setRemark,
    setPayType,
  };
}
