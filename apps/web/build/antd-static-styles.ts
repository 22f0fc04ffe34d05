import { createElement as h, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import {
  Alert,
  Badge,
  Button,
  Cascader,
  Checkbox,
  ConfigProvider,
  Descriptions,
  Form,
  Input,
  Pagination,
  Popover,
  Skeleton,
  Space,
  Spin,
  Table,
  Tabs,
  Tag,
} from 'antd';
import { theme } from '../src/app/theme';

/**
 * The antd components on the first screens Lighthouse measures (header and footer, home, search
 * results, goods detail, the login form the cart sends a visitor to). Anything not listed keeps
 * antd's runtime styling, so forgetting one costs speed, never looks.
 */
const FIRST_SCREEN: ReactElement[] = [
  h(Alert, { title: 'a' }),
  h(Badge, { count: 1 }, h('span')),
  h(Button),
  h(Cascader),
  h(Checkbox),
  h(Descriptions, { items: [{ label: 'a', children: 'b' }] }),
  h(Form, null, h(Form.Item, null, h(Input))),
  h(Input),
  h(Pagination, { total: 100 }),
  h(Popover, { content: 'a' }, h('span')),
  h(Skeleton),
  h(Space),
  h(Spin),
  h(Table, { columns: [{ title: 'a', dataIndex: 'a' }], dataSource: [{ key: 1, a: 1 }] }),
  h(Tabs, { items: [{ key: 'a', label: 'a' }] }),
  h(Tag),
];

/**
 * antd's styles for those components with the shop's theme, as a style sheet, plus the cache-path
 * marker (`.data-ant-cssinjs-cache-path`) that @ant-design/cssinjs reads on its first render: for
 * every style it lists, the runtime skips generating and injecting it (the SSR "style from a CSS
 * file" path). Only the component styles: the theme's CSS variables stay at runtime (they are small
 * and their scope class comes from React's useId).
 */
export function antdFirstScreenCss(): string {
  const cache = createCache();
  renderToString(h(StyleProvider, { cache }, h(ConfigProvider, { theme }, ...FIRST_SCREEN)));
  const css = extractStyle(cache, { plain: true, types: ['style'] });
  // Outside production antd names its classes css-dev-only-…: no path would match the shop's build,
  // and every page would download this sheet for nothing.
  if (css.includes('css-dev-only')) throw new Error('antd static styles need NODE_ENV=production');
  return css;
}
