import { useId, type CSSProperties } from 'react';
import type { GlobalToken } from 'antd';
import { useThemeToken } from './useThemeToken';
import './segmented-choices.css';

export interface SegmentedChoice<V extends string | number> {
  label: string;
  value: V;
}

/** The tokens segmented-choices.css reads, as antd's Segmented derives them from the theme. */
const themeVars = (t: GlobalToken) =>
  ({
    '--ky-seg-track-padding': `${t.lineWidthBold}px`,
    '--ky-seg-track-bg': t.colorBgLayout,
    '--ky-seg-item-color': t.colorTextLabel,
    '--ky-seg-item-hover-color': t.colorText,
    '--ky-seg-item-hover-bg': t.colorFillSecondary,
    '--ky-seg-item-active-bg': t.colorFill,
    '--ky-seg-item-selected-bg': t.colorBgElevated,
    '--ky-seg-item-selected-color': t.colorText,
    '--ky-seg-shadow': t.boxShadowTertiary,
    '--ky-seg-font-family': t.fontFamily,
    '--ky-seg-font-size': `${t.fontSize}px`,
    '--ky-seg-line-height': t.lineHeight,
    '--ky-seg-radius': `${t.borderRadius}px`,
    '--ky-seg-radius-sm': `${t.borderRadiusSM}px`,
    '--ky-seg-control-height': `${t.controlHeight}px`,
    '--ky-seg-padding-inline': `${t.controlPaddingHorizontal - t.lineWidth}px`,
    '--ky-seg-line-width-focus': `${t.lineWidthFocus}px`,
    '--ky-seg-focus-color': t.colorPrimaryBorder,
    '--ky-seg-motion': t.motionDurationMid,
  }) as CSSProperties;

/**
 * A segmented switch that looks like antd's Segmented but is plain radios: antd's brings its
 * Tooltip and a sliding-thumb motion (~8 KB compressed) onto the cart's first screen. Native radios
 * keep one tab stop, the arrow keys and the checked state for assistive tech; the selection moves
 * at once instead of sliding.
 */
export function SegmentedChoices<V extends string | number>({
  value,
  options,
  onChange,
  'aria-label': label,
}: {
  value: V;
  options: SegmentedChoice<V>[];
  onChange: (value: V) => void;
  'aria-label': string;
}) {
  const name = useId();
  const token = useThemeToken();
  return (
    <div role="radiogroup" aria-label={label} className="ky-seg" style={themeVars(token)}>
      <div className="ky-seg-group">
        {options.map((o) => {
          const checked = o.value === value;
          return (
            <label key={o.value} className={checked ? 'ky-seg-item ky-seg-item-selected' : 'ky-seg-item'}>
              <input
                className="ky-seg-item-input"
                type="radio"
                name={name}
                checked={checked}
                onChange={() => onChange(o.value)}
              />
              <div className="ky-seg-item-label" title={o.label}>
                {o.label}
              </div>
            </label>
          );
        })}
      </div>
    </div>
  );
}
