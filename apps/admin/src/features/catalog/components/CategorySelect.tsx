import { TreeSelect } from 'antd';
import type { AdminCategoryNode } from '@shop/shared';
import { useCategories } from '../api/goods';

interface Opt {
  title: string;
  value: number;
  children: Opt[];
}
const toTree = (nodes: AdminCategoryNode[]): Opt[] =>
  nodes.map((n) => ({ title: n.name, value: n.id, children: toTree(n.children) }));

export function CategorySelect(props: {
  value?: number;
  onChange?: (v: number) => void;
  placeholder?: string;
}) {
  const { data = [] } = useCategories();
  return (
    <TreeSelect
      {...props}
      showSearch
      allowClear
      treeNodeFilterProp="title"
      placeholder={props.placeholder ?? '选择分类'}
      treeData={toTree(data)}
      style={{ width: '100%' }}
    />
  );
}
