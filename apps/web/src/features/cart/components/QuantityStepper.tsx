import { useState } from 'react';
import { InputNumber } from 'antd';
import type { CartLine } from '@shop/shared';

/**
 * Quantity with the goods' minimum and middle-pack step. The server decides (it answers refusals
 * with the engine's reason); the stepper only commits on step, Enter or blur so typing "12" is not
 * two requests. The parent keys it by the server's number, so a new number resets the draft.
 */
export function QuantityStepper({
  line,
  onCommit,
  disabled,
}: {
  line: CartLine;
  onCommit: (n: number) => void;
  disabled?: boolean;
}) {
  const [value, setValue] = useState<number | null>(line.number);
  const commit = (n: number | null) => {
    if (n !== null && n !== line.number) onCommit(n);
    else setValue(line.number);
  };
  return (
    <InputNumber
      size="small"
      aria-label={`${line.goods.name} 购买数量`}
      min={1}
      step={Math.max(line.goods.pack_quantity, 1)}
      precision={0}
      value={value}
      disabled={disabled}
      style={{ width: 110 }}
      onChange={(v) => setValue(v)}
      onStep={(v) => commit(v)}
      onPressEnter={() => commit(value)}
      onBlur={() => commit(value)}
      mode="spinner"
    />
  );
}
