import type { ThemeConfig } from 'antd';

/** The storefront's green (passes WCAG AA with white text), compact and dense for all-day work. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#0b7a4b',
    colorLink: '#0b7a4b',
    colorError: '#c9252b',
    borderRadius: 4,
    fontSize: 13,
    fontFamily:
      '"PingFang SC","Hiragino Sans GB","Microsoft YaHei","WenQuanYi Micro Hei","Noto Sans CJK SC",-apple-system,Arial,sans-serif',
  },
};
