import { useState } from 'react';
import { Button, InputNumber, Space } from 'antd';
import { HoverTip } from '../../../components/common/HoverTip';
import { useAddToCart } from '../../cart';

/** A quantity box and 加入购物车 for one goods row; goods the buyer cannot buy say why instead. */
export function RowAdd({
  goodsId,
  initial,
  canBuy,
  reason,
  label,
}: {
  goodsId: number;
  initial: number;
  canBuy: boolean;
  reason: string | null;
  label: string;
}) {
  const [number, setNumber] = useState(initial);
  const add = useAddToCart();
  const [busy, setBusy] = useState(false);
  if (!canBuy) return <span style={{ color: '#d4282d', fontSize: 12 }}>{reason ?? '暂不可购买'}</span>;
  return (
    <Space size={4}>
      <InputNumber
        size="small"
        min={1}
        max={999999}
        style={{ width: 72 }}
        aria-label={`${label}数量`}
        value={number}
        onChange={(v) => setNumber(Number(v ?? 1))}
      />
      <HoverTip title="加入购物车">
        <Button
          size="small"
          type="primary"
          loading={busy}
          onClick={() => {
            setBusy(true);
            add([{ goods_id: goodsId, number }])
              .catch(() => undefined)
              .finally(() => setBusy(false));
          }}
        >
          加入购物车
        </Button>
      </HoverTip>
    </Space>
  );
}
