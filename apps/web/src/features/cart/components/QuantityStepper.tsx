import { useState } from 'react';
import type { CartLine } from '@shop/shared';
import { NumberStepper } from '../../../components/common/NumberStepper';

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
  // What was last sent, shown until the server's answer re-keys the row.
  const [sent, setSent] = useState(line.number);
  const commit = (n: number | null) => {
    // An emptied box goes back to the cart's number; a typed one is a whole number of at least 1.
    const next = n === null ? line.number : Math.max(1, Math.round(n));
    setSent(next);
    if (next !== line.number) onCommit(next);
  };
  return (
    <NumberStepper
      size="small"
      mode="spinner"
      aria-label={`${line.goods.name} 购买数量`}
      min={1}
      step={Math.max(line.goods.pack_quantity, 1)}
      precision={0}
      value={sent}
      disabled={disabled}
      width={110}
      onCommit={commit}
    />
  );
}
