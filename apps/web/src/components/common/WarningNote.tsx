import type { CSSProperties } from 'react';
import type { GlobalToken } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { useThemeToken } from './useThemeToken';
import './warning-note.css';

/** The tokens warning-note.css reads. */
const themeVars = (t: GlobalToken) =>
  ({
    '--ky-warn-color-text': t.colorText,
    '--ky-warn-color-heading': t.colorTextHeading,
    '--ky-warn-font-size': `${t.fontSize}px`,
    '--ky-warn-line-height': t.lineHeight,
    '--ky-warn-font-family': t.fontFamily,
    '--ky-warn-bg': t.colorWarningBg,
    '--ky-warn-border': t.colorWarningBorder,
    '--ky-warn-icon': t.colorWarning,
    '--ky-warn-line-width': `${t.lineWidth}px`,
    '--ky-warn-line-type': t.lineType,
    '--ky-warn-margin-xs': `${t.marginXS}px`,
  }) as CSSProperties;

/**
 * A one-line warning that looks like antd's <Alert type="warning" showIcon title=…> (same structure,
 * its CSS copied): antd's Alert brings its close button, motion and four status icons (~3 KB
 * compressed) onto the goods detail's first screen for one sentence.
 */
export function WarningNote({ title, className }: { title: string; className?: string }) {
  const token = useThemeToken();
  return (
    <div role="alert" className={className ? `ky-warn ${className}` : 'ky-warn'} style={themeVars(token)}>
      <span className="ky-warn-icon">
        <ExclamationCircleFilled />
      </span>
      <div className="ky-warn-section">
        <div className="ky-warn-title">{title}</div>
      </div>
    </div>
  );
}
