import { useState } from 'react';
import { PageContainer } from '@ant-design/pro-components';
import { Button, Card, Col, Empty, Form, Input, InputNumber, Row, Space, Tree, message } from 'antd';
import type { TreeProps } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminCategoryNode, AdminCategoryInputSchema, AdminCategoryMoveSchema } from '@shop/shared';
import { api } from '../../../lib/api';
import { useCategories } from '../api/goods';

interface Node {
  key: number;
  title: string;
  children: Node[];
}
const toTree = (nodes: AdminCategoryNode[]): Node[] =>
  nodes.map((n) => ({ key: n.id, title: `${n.name}（${n.goods_count}）`, children: toTree(n.children) }));
const find = (nodes: AdminCategoryNode[], id: number): AdminCategoryNode | undefined => {
  for (const n of nodes) {
    if (n.id === id) return n;
    const hit = find(n.children, id);
    if (hit) return hit;
  }
  return undefined;
};
const parentOf = (
  nodes: AdminCategoryNode[],
  id: number,
  parent: number | null = null,
): number | null | undefined => {
  for (const n of nodes) {
    if (n.id === id) return parent;
    const hit = parentOf(n.children, id, n.id);
    if (hit !== undefined) return hit;
  }
  return undefined;
};

/** 分类管理: drag a category to reorder it or move it under another; edit on the right. */
export function CategoriesPage() {
  const { data = [] } = useCategories();
  const qc = useQueryClient();
  const [selected, setSelected] = useState<number | null>(null);
  const [form] = Form.useForm<{ name: string; sort: number }>();
  const refresh = () => qc.invalidateQueries({ queryKey: ['admin', 'categories'] });
  const current = selected === null ? undefined : find(data, selected);

  const onDrop: TreeProps['onDrop'] = (info) => {
    const dragId = Number(info.dragNode.key);
    const dropId = Number(info.node.key);
    const intoNode = !info.dropToGap;
    const parentId = intoNode ? dropId : (parentOf(data, dropId) ?? null);
    const siblings = (parentId === null ? data : (find(data, parentId)?.children ?? []))
      .map((c) => c.id)
      .filter((id) => id !== dragId);
    const at = intoNode ? 0 : siblings.indexOf(dropId) + (info.dropPosition > 0 ? 1 : 0);
    siblings.splice(Math.max(at, 0), 0, dragId);
    void api
      .post<unknown, typeof AdminCategoryMoveSchema>('/categories/move', {
        parent_id: parentId,
        ordered_ids: siblings,
      })
      .then(() => {
        message.success('排序已保存');
        void refresh();
      });
  };

  const save = (v: { name: string; sort: number }, asChild: boolean) => {
    const body = asChild
      ? { ...v, parent_id: selected }
      : { ...v, parent_id: parentOf(data, selected ?? -1) ?? null };
    const call =
      asChild || selected === null
        ? api.post<unknown, typeof AdminCategoryInputSchema>('/categories', body)
        : api.put<unknown, typeof AdminCategoryInputSchema>(`/categories/${selected}`, body);
    void call.then(() => {
      message.success('分类已保存');
      void refresh();
    });
  };

  return (
    <PageContainer
      title="分类管理"
      subTitle="拖动调整顺序或层级；排序值越大越靠前，前台菜单显示前7个一级分类"
    >
      <Row gutter={16}>
        <Col span={12}>
          <Card size="small" title="分类树">
            <Tree
              draggable
              blockNode
              showLine
              treeData={toTree(data)}
              onDrop={onDrop}
              onSelect={(k) => {
                const id = k[0] === undefined ? null : Number(k[0]);
                setSelected(id);
                const n = id === null ? undefined : find(data, id);
                form.setFieldsValue({ name: n?.name ?? '', sort: n?.sort ?? 0 });
              }}
              style={{ maxHeight: 640, overflow: 'auto' }}
            />
          </Card>
        </Col>
        <Col span={12}>
          <Card size="small" title={current ? `编辑「${current.name}」` : '新建一级分类'}>
            <Form form={form} layout="vertical" onFinish={(v) => save(v, false)} initialValues={{ sort: 0 }}>
              <Form.Item name="name" label="分类名称" rules={[{ required: true, message: '请输入分类名称' }]}>
                <Input maxLength={20} />
              </Form.Item>
              <Form.Item name="sort" label="排序值">
                <InputNumber min={0} style={{ width: '100%' }} />
              </Form.Item>
              <Space>
                <Button type="primary" htmlType="submit">
                  {current ? '保存' : '新建'}
                </Button>
                {current && (
                  <Button onClick={() => void form.validateFields().then((v) => save(v, true))}>
                    添加为下级分类
                  </Button>
                )}
              </Space>
            </Form>
            {!current && (
              <Empty style={{ marginTop: 16 }} description="在左侧选择分类进行编辑，或直接新建一级分类" />
            )}
          </Card>
        </Col>
      </Row>
    </PageContainer>
  );
}
