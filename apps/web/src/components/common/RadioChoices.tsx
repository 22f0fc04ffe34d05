import { useId, type CSSProperties } from 'react';
import type { GlobalToken } from 'antd';
import { useThemeToken } from './useThemeToken';
import './radio-choices.css';

export interface RadioChoice<V extends string> {
  label: string;
  value: V;
}

/** The theme tokens radio-choices.css reads, as CSS variables on the group. */
const themeVars = (t: GlobalToken) =>
  ({
    '--ky-radio-color-text': t.colorText,
    '--ky-radio-color-primary': t.colorPrimary,
    '--ky-radio-color-primary-hover': t.colorPrimaryHover,
    '--ky-radio-color-primary-border': t.colorPrimaryBorder,
    '--ky-radio-color-border': t.colorBorder,
    '--ky-radio-color-bg-container': t.colorBgContainer,
    '--ky-radio-font-family': t.fontFamily,
    '--ky-radio-font-size': `${t.fontSize}px`,
    '--ky-radio-line-height': t.lineHeight,
    '--ky-radio-line-width': `${t.lineWidth}px`,
    '--ky-radio-line-width-focus': `${t.lineWidthFocus}px`,
    '--ky-radio-line-type': t.lineType,
    '--ky-radio-padding-xs': `${t.paddingXS}px`,
    '--ky-radio-motion-duration-mid': t.motionDurationMid,
    '--ky-radio-motion-duration-slow': t.motionDurationSlow,
    '--ky-radio-motion-ease-in-out-circ': t.motionEaseInOutCirc,
  }) as CSSProperties;

/**
 * A row of radios that looks like antd's Radio.Group but is plain inputs: antd's Radio pulls in
 * its form code (~9 KB compressed) for a helper, too much for a filter on the first screen.
 * Native radios keep the arrow keys, the group name and the checked state for assistive tech.
 */
export function RadioChoices<V extends string>({
  value,
  options,
  onChange,
}: {
  value: V;
  options: RadioChoice<V>[];
  onChange: (value: V) => void;
}) {
  const name = useId();
  const token = useThemeToken();
  return (
    <div role="radiogroup" className="ky-radios" style={themeVars(token)}>
      {options.map((o) => {
        const checked = o.value === value;
        return (
          <label key={o.value} className="ky-radio-wrapper">
            <span className={checked ? 'ky-radio is-checked' : 'ky-radio'}>
              <input
                className="ky-radio-input"
                type="radio"
                name={name}
                value={o.value}
                checked={checked}
                onChange={() => onChange(o.value)}
              />
            </span>
            <span>{o.label}</span>
          </label>
        );
      })}
    </div>
  );
}
