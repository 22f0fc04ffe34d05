import { Cascader } from 'antd';
import { useMatch, useNavigate, useSearchParams } from 'react-router';
import { listZoneOf } from '../../../components/layout/categoryLink';
import { useCommonConfig } from '../../shell';
import type { CommonConfig, MenuNode as MenuItem } from '@shop/shared';
import type { BaseInfo } from '../../shell';
import { useCurrentUser } from '../../shell';
import { withFilters } from '../lib/filters';

/** The ids from the top of the tree down to `id`, or [] when the tree does not hold it. */
export function pathTo(items: MenuItem[], id: number): number[] {
  for (const item of items) {
    if (item.id === id) return [id];
    const below = pathTo(item.children ?? [], id);
    if (below.length) return [item.id, ...below];
  }
  return [];
}

/** The zone's own tree, as the header menu shows it: special (qx=2), self-operated (zy=2), youxuan lists. */
function treeFor(config: CommonConfig | undefined, search: URLSearchParams, base: BaseInfo): MenuItem[] {
  if (!config) return [];
  const zone = listZoneOf(search, base)?.zone;
  const own = zone ? config[zone] : undefined;
  return own?.length ? own : config.category;
}

/**
 * 分类 in the filter bar, from the common config the shell already loaded. It writes `select` to
 * the URL as the header's category menu does (keeping the other filters); on /list/other/:id the
 * category is in the path, so a new choice moves to /list with it in the query instead.
 */
export function CategoryPicker() {
  const [search, setSearch] = useSearchParams();
  // Only /list/other/:id carries a category in the path; a zone's :id (the brand of /ppzq/info/:id) is not one.
  const routeId = useMatch('/list/other/:id/:name?')?.params.id;
  const navigate = useNavigate();
  const tree = treeFor(useCommonConfig().data, search, useCurrentUser());
  const current = Number(routeId ?? search.get('select') ?? 0);
  const value = current ? pathTo(tree, current) : [];

  const choose = (path: number[] | undefined) => {
    const picked = path?.at(-1);
    const next = withFilters(search, { select: picked === undefined ? null : String(picked) });
    if (routeId) void navigate(`/list?${next.toString()}`);
    else setSearch(next);
  };

  return (
    <Cascader<MenuItem, 'id'>
      aria-label="商品分类"
      size="small"
      placeholder="全部分类"
      options={tree}
      fieldNames={{ label: 'name', value: 'id', children: 'children' }}
      value={value}
      onChange={(path) => choose(path)}
      changeOnSelect
      allowClear
      showSearch
      expandTrigger="hover"
      style={{ width: 260 }}
    />
  );
}
