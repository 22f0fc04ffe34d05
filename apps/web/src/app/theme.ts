import type { ThemeConfig } from 'antd';

/**
 * One brand colour: a deep pharmacy green. White text on it measures about 5.6:1, so primary
 * buttons pass WCAG AA (antd's default blue does not, 4.1:1). Prices use a red that also passes.
 */
export const BRAND = '#0b7a4b';
export const BRAND_DARK = '#075c38';
export const PRICE_RED = '#d4282d';

const FONT_SIZE = 13;
const FONT_FAMILY =
  '"PingFang SC","Hiragino Sans GB","Microsoft YaHei","WenQuanYi Micro Hei","Noto Sans CJK SC",-apple-system,Arial,sans-serif';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND,
    colorLink: BRAND,
    colorError: '#c9252b',
    borderRadius: 2,
    // antd's greys for labels, breadcrumbs and placeholders (0.45 and 0.25 black) measure 3.4:1 and
    // 1.8:1 on white; these pass WCAG AA's 4.5:1 for the 12-13 px text they are used at.
    colorTextDescription: 'rgba(0, 0, 0, 0.58)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.58)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    fontSize: FONT_SIZE,
    fontFamily: FONT_FAMILY,
  },
  components: {
    // Dots 24 px wide; home.css makes their hit area 24 px tall (WCAG 2.5.8 target size).
    Carousel: { dotWidth: 24, dotActiveWidth: 32 },
  },
};

/**
 * The text style antd's <App> wrapper gave every page (its colorText, fontSize, lineHeight and
 * fontFamily tokens), kept on the shop's own wrapper now that <App> is gone (app/providers.tsx).
 */
export const APP_TEXT = {
  color: 'rgba(0, 0, 0, 0.88)',
  fontSize: FONT_SIZE,
  // antd's lineHeight token: (fontSize + 8) / fontSize.
  lineHeight: (FONT_SIZE + 8) / FONT_SIZE,
  fontFamily: FONT_FAMILY,
} as const;
