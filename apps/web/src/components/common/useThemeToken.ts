import useToken from 'antd/es/theme/useToken';

/**
 * The theme's design tokens, as antd's `theme.useToken().token`, without importing antd's `theme`
 * object: that brings the dark and compact algorithms (~1.3 KB compressed) onto the first screen.
 */
export const useThemeToken = () => useToken()[1];
