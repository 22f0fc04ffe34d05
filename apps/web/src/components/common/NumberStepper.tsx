import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { DownOutlined, MinusOutlined, PlusOutlined, UpOutlined } from '@ant-design/icons';
import { parseTyped, showNumber, stepped } from './number-stepper-math';
import { useThemeToken } from './useThemeToken';
import { numberStepperVars } from './number-stepper-theme';
import './number-stepper.css';

export interface NumberStepperProps {
  /** The number shown when the buyer is not typing. */
  value: number | null;
  /** A step (button, arrow key) with the new number, or Enter / leaving the box with what was typed (null: nothing). */
  onCommit?: (n: number | null) => void;
  /** While typing: the typed number when it is within min and max, null when the box is empty. */
  onChange?: (n: number | null) => void;
  min?: number;
  max?: number;
  step?: number;
  /** Decimals a step keeps (0: whole numbers). */
  precision?: number;
  size?: 'small' | 'middle' | 'large';
  /** 'input': arrows at the right shown on hover; 'spinner': − and + at the sides. */
  mode?: 'input' | 'spinner';
  suffix?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
  width: number;
  'aria-label'?: string;
}

const SIZE = { small: ' ky-num-sm', middle: '', large: ' ky-num-lg' } as const;
const REPEAT_DELAY = 600;
const REPEAT_EVERY = 200;

/**
 * A number box that looks and behaves like antd's InputNumber (same structure, its CSS copied):
 * antd's pulls in its input, form and space code (~11 KB compressed), too much for the quantity
 * boxes on the list, detail and cart pages' first screen. Typing is a draft until a step, Enter or
 * leaving the box, so typing "12" never commits "1".
 */
export function NumberStepper(props: NumberStepperProps) {
  const { value, min, max, step = 1, precision, size = 'middle', mode = 'input', disabled = false } = props;
  const token = useThemeToken();
  const input = useRef<HTMLInputElement>(null);
  // null: show `value`; a string: what the buyer is typing.
  const [text, setText] = useState<string | null>(null);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    // A new number from the parent replaces the draft, unless it is the number being typed ("1." stays).
    setSeen(value);
    if (text !== null && parseTyped(text) !== value) setText(null);
  }
  const typed = text === null ? value : parseTyped(text);
  const current = typed === undefined ? value : typed;
  const upOff = current !== null && max !== undefined && current >= max;
  const downOff = current !== null && min !== undefined && current <= min;

  const stepBy = (up: boolean, tenfold = false) => {
    if (disabled || (up ? upOff : downOff)) return;
    const next = stepped(current ?? 0, (up ? 1 : -1) * (tenfold ? step * 10 : step), { min, max, precision });
    setText(null);
    props.onChange?.(next);
    props.onCommit?.(next);
  };
  const commitTyped = () => {
    setText(null);
    props.onCommit?.(typed ?? null);
  };

  // Holding a button steps again after 600 ms, then every 200 ms, with the latest number.
  const latestStep = useRef(stepBy);
  useEffect(() => {
    latestStep.current = stepBy;
  });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const stop = () => clearTimeout(timer.current);
  useEffect(() => stop, []);
  const press = (up: boolean) => (e: MouseEvent) => {
    e.preventDefault();
    input.current?.focus();
    stop();
    latestStep.current(up);
    const again = () => {
      latestStep.current(up);
      timer.current = setTimeout(again, REPEAT_EVERY);
    };
    timer.current = setTimeout(again, REPEAT_DELAY);
  };
  const handler = (up: boolean) => {
    const off = up ? upOff : downOff;
    const name = up ? 'up' : 'down';
    return (
      <span
        unselectable="on"
        role="button"
        aria-label={up ? '增加' : '减少'}
        aria-disabled={off}
        className={`ky-num-action ky-num-action-${name}${off ? ' ky-num-action-off' : ''}`}
        onMouseDown={press(up)}
        onMouseUp={stop}
        onMouseLeave={stop}
      >
        {mode === 'spinner' ? (
          up ? (
            <PlusOutlined />
          ) : (
            <MinusOutlined />
          )
        ) : up ? (
          <UpOutlined />
        ) : (
          <DownOutlined />
        )}
      </span>
    );
  };
  // antd hides the controls of a disabled box.
  const controls = !disabled;
  return (
    <div
      className={`ky-num ky-num-mode-${mode}${SIZE[size]}${disabled ? ' ky-num-disabled' : ''}`}
      style={{ ...numberStepperVars(token), width: props.width }}
      onMouseDown={(e) => {
        // A press on the border, suffix or buttons keeps the focus in the box.
        if (e.target !== input.current) {
          e.preventDefault();
          input.current?.focus();
        }
      }}
    >
      {mode === 'spinner' && controls && handler(false)}
      <input
        ref={input}
        autoComplete="off"
        role="spinbutton"
        aria-label={props['aria-label']}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={current ?? undefined}
        className="ky-num-input"
        placeholder={props.placeholder}
        value={text ?? showNumber(value)}
        disabled={disabled}
        onChange={(e) => {
          setText(e.target.value);
          const n = parseTyped(e.target.value);
          const inRange = n !== undefined && (n === null || ((min ?? n) <= n && n <= (max ?? n)));
          if (inRange) props.onChange?.(n);
        }}
        onKeyDown={(e) => {
          if (e.nativeEvent.isComposing) return;
          if (e.key === 'Enter') commitTyped();
          if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
            e.preventDefault();
            stepBy(e.key === 'ArrowUp', e.shiftKey);
          }
        }}
        onBlur={() => {
          if (text !== null) commitTyped();
        }}
      />
      {props.suffix !== undefined && <div className="ky-num-suffix">{props.suffix}</div>}
      {mode === 'spinner' && controls && handler(true)}
      {mode === 'input' && controls && (
        <div className="ky-num-actions">
          {handler(true)}
          {handler(false)}
        </div>
      )}
    </div>
  );
}
