import { forwardRef, useState } from 'react';
import { Input, type InputRef } from 'antd';

/**
 * The one field a keyboard-wedge scanner types into: Enter hands the code over and clears the field,
 * Ctrl+Enter asks to submit. Its text lives here, so a keystroke re-renders only this field, not the
 * check table (a scanner types 20 characters in a burst).
 */
export const ScanInput = forwardRef<
  InputRef,
  { onScan: (code: string) => void; onSubmit: () => void; placeholder: string }
>(function ScanInput({ onScan, onSubmit, placeholder }, ref) {
  const [text, setText] = useState('');
  return (
    <Input
      ref={ref}
      autoFocus
      size="large"
      data-testid="scan"
      autoComplete="off"
      placeholder={placeholder}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => {
        if (e.key !== 'Enter') return;
        e.preventDefault();
        if (e.ctrlKey) return onSubmit();
        const code = text.trim();
        setText('');
        if (code) onScan(code);
      }}
    />
  );
});
