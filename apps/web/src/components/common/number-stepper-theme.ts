import type { CSSProperties } from 'react';
import type { GlobalToken } from 'antd';

/** The tokens number-stepper.css reads, worked out from the theme the way antd's InputNumber does. */
export const numberStepperVars = (t: GlobalToken) => {
  const px = (n: number) => `${n}px`;
  const pad = (height: number, size: number, lineHeight: number) =>
    Math.max(Math.round(((height - size * lineHeight) / 2) * 10) / 10 - t.lineWidth, 0);
  return {
    '--ky-num-color-text': t.colorText,
    '--ky-num-color-placeholder': t.colorTextPlaceholder,
    '--ky-num-color-disabled': t.colorTextDisabled,
    '--ky-num-color-icon': t.colorIcon,
    '--ky-num-font-family': t.fontFamily,
    '--ky-num-font-size': px(t.fontSize),
    '--ky-num-font-size-sm': px(t.fontSize),
    '--ky-num-font-size-lg': px(t.fontSizeLG),
    '--ky-num-line-height': t.lineHeight,
    '--ky-num-line-height-lg': t.lineHeightLG,
    '--ky-num-radius': px(t.borderRadius),
    '--ky-num-radius-sm': px(t.borderRadiusSM),
    '--ky-num-radius-lg': px(t.borderRadiusLG),
    '--ky-num-padding-block': px(pad(t.controlHeight, t.fontSize, t.lineHeight)),
    '--ky-num-padding-block-sm': px(pad(t.controlHeightSM, t.fontSize, t.lineHeight)),
    // antd rounds the large one up.
    '--ky-num-padding-block-lg': px(
      Math.max(
        Math.ceil(((t.controlHeightLG - t.fontSizeLG * t.lineHeightLG) / 2) * 10) / 10 - t.lineWidth,
        0,
      ),
    ),
    '--ky-num-padding-inline': px(t.paddingSM - t.lineWidth),
    '--ky-num-padding-inline-sm': px(t.controlPaddingHorizontalSM - t.lineWidth),
    '--ky-num-padding-inline-lg': px(t.controlPaddingHorizontal - t.lineWidth),
    '--ky-num-padding-xxs': px(t.paddingXXS),
    '--ky-num-bg': t.colorBgContainer,
    '--ky-num-bg-disabled': t.colorBgContainerDisabled,
    '--ky-num-border': t.colorBorder,
    '--ky-num-border-disabled': t.colorBorderDisabled,
    '--ky-num-hover-border': t.colorPrimaryHover,
    '--ky-num-active-border': t.colorPrimary,
    '--ky-num-active-shadow': `0 0 0 ${t.controlOutlineWidth}px ${t.controlOutline}`,
    '--ky-num-handle-active-bg': t.colorFillAlter,
    '--ky-num-handle-width': px(t.controlHeightSM - t.lineWidth * 2),
    '--ky-num-handle-font-size': px(t.fontSize / 2),
    '--ky-num-line-width': px(t.lineWidth),
    '--ky-num-line-type': t.lineType,
    '--ky-num-motion': t.motionDurationMid,
  } as CSSProperties;
};
