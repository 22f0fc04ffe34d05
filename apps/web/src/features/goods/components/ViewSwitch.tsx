import { Link, useLocation } from 'react-router';
import { AppstoreOutlined, BarsOutlined, UnorderedListOutlined } from '@ant-design/icons';

export type ListView = 'card' | 'table' | 'no_image';

const LIST_PATHS: Record<ListView, string> = {
  card: '/list',
  table: '/list/table',
  no_image: '/list/no_image',
};
const SEARCH_PATHS: Partial<Record<ListView, string>> = { card: '/search', table: '/search/table' };
const LABELS: Record<ListView, string> = { card: '大图', table: '列表', no_image: '无图' };
const ICONS = { card: <AppstoreOutlined />, table: <BarsOutlined />, no_image: <UnorderedListOutlined /> };

export type ViewPaths = Partial<Record<ListView, string>>;

/** Switches view keeping the whole filter query; a zone passes its own `paths` to stay in the zone. */
export function ViewSwitch({
  view,
  mode,
  paths: own,
}: {
  view: ListView;
  mode: 'list' | 'search';
  paths?: ViewPaths;
}) {
  const { search } = useLocation();
  const paths = own ?? (mode === 'search' ? SEARCH_PATHS : LIST_PATHS);
  return (
    <span className="ky-view-switch">
      {(Object.keys(paths) as ListView[]).map((v) => (
        <Link key={v} to={`${paths[v] ?? '/list'}${search}`} className={v === view ? 'is-active' : ''}>
          {ICONS[v]} {LABELS[v]}
        </Link>
      ))}
    </span>
  );
}
