import { useMemo, type CSSProperties } from 'react';
import { TreeSelect } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { RegionNode } from '@shop/shared';
import { api } from '../lib/api';

interface Props {
  value?: string | string[];
  onChange?: (value: string | string[]) => void;
  /** Several regions (控销, 领券) or one ('' = 全部地区, 客户价). */
  multiple?: boolean;
  style?: CSSProperties;
  placeholder?: string;
  /** Show the chosen region as its whole path (浙江省 / 宁波市 / 海曙区): many districts share a name. */
  showPath?: boolean;
}

type PathNode = Omit<RegionNode, 'children'> & { path: string; children?: PathNode[] };
const withPaths = (nodes: RegionNode[], above = ''): PathNode[] =>
  nodes.map((n) => {
    const path = above ? `${above} / ${n.name}` : n.name;
    const { children, ...node } = n;
    return { ...node, path, ...(children ? { children: withPaths(children, path) } : {}) };
  });

/**
 * The back office's region picker: a province, city or district of the GB/T 2260 tree, its value the
 * six-digit code a regional rule stores (330000 浙江省, 330100 杭州市, 330106 西湖区). Search by name.
 */
export function RegionSelect({
  value,
  onChange,
  multiple = false,
  style,
  placeholder,
  showPath = false,
}: Props) {
  const tree = useQuery({
    queryKey: ['admin', 'regions'],
    staleTime: Infinity,
    queryFn: () => api.get<RegionNode[]>('/regions'),
  });
  const treeData = useMemo(
    () => (showPath ? withPaths(tree.data ?? []) : (tree.data ?? [])),
    [showPath, tree.data],
  );
  return (
    <TreeSelect
      style={style}
      value={multiple ? value : value || undefined}
      onChange={(v: string | string[] | undefined) => onChange?.(v ?? (multiple ? [] : ''))}
      treeData={treeData}
      treeNodeLabelProp={showPath ? 'path' : 'name'}
      fieldNames={{ label: 'name', value: 'code', children: 'children' }}
      multiple={multiple}
      allowClear
      showSearch
      treeNodeFilterProp="name"
      loading={tree.isLoading}
      placeholder={placeholder ?? (multiple ? '选择省、市或区县' : '全部地区')}
      popupMatchSelectWidth={false}
      listHeight={320}
    />
  );
}
