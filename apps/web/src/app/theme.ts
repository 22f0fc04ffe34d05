import type { ThemeConfig } from 'antd';

/**
 * One brand colour: a deep pharmacy green. White text on it measures about 5.6:1, so primary
 * buttons pass WCAG AA (antd's default blue does not, 4.1:1). Prices use a red that also passes.
 */
export const BRAND = '#0b7a4b';
export const BRAND_DARK = '#075c38';
export const PRICE_RED = '#d4282d';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND,
    colorLink: BRAND,
    colorError: '#c9252b',
    borderRadius: 2,
    fontSize: 13,
    fontFamily:
      '"PingFang SC","Hiragino Sans GB","Microsoft YaHei","WenQuanYi Micro Hei","Noto Sans CJK SC",-apple-system,Arial,sans-serif',
  },
  components: {
    Carousel: { dotWidth: 18, dotActiveWidth: 28 },
  },
};
