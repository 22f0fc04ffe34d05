import { useRef, useState } from 'react';
import { PageContainer, ProTable, type ActionType } from '@ant-design/pro-components';
import { Button, Col, Form, Input, Modal, Row, Select, Space, Tree, message } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminArticleCategorySchema,
  AdminArticlePageSchema,
  AdminArticleSchema,
  AdminArticleQuerySchema,
  AdminArticleCategoryInputSchema,
  AdminArticleInputSchema,
} from '@shop/shared';

type ArticleInput = z.input<typeof AdminArticleInputSchema>;
type GroupInput = z.input<typeof AdminArticleCategoryInputSchema>;
import { api } from '../../../lib/api';
import { DeleteLink, RichTextEditor } from '../../catalog';

type Group = z.infer<typeof AdminArticleCategorySchema>;
type Row = z.infer<typeof AdminArticlePageSchema>['list'][number];
type Article = z.infer<typeof AdminArticleSchema>;

/** 帮助与资讯: groups on the left (the footer shows the first 4), articles with a sanitised rich-text body. */
export function ArticlesPage() {
  const ref = useRef<ActionType>(null);
  const qc = useQueryClient();
  const { data: groups = [] } = useQuery({
    queryKey: ['admin', 'article-groups'],
    queryFn: () => api.get<Group[]>('/content/article-groups'),
  });
  const [group, setGroup] = useState<number | undefined>(undefined);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [groupEditing, setGroupEditing] = useState<Group | 'new' | null>(null);
  const [form] = Form.useForm();
  const [gform] = Form.useForm();
  // The help centre (category 3) holds the help groups, which hold their sections: three levels.
  type Node = { key: number; title: string; children: Node[] };
  const nodes = (parent: number | null): Node[] =>
    groups
      .filter((g) => g.parent_id === parent)
      .map((g) => ({ key: g.id, title: `${g.name}（${g.article_count}）`, children: nodes(g.id) }));
  const tree = nodes(null);
  // A new group goes under a root or a root's child, so no group is deeper than a section.
  const parents = groups.filter(
    (g) => g.parent_id === null || groups.some((p) => p.id === g.parent_id && p.parent_id === null),
  );
  const openArticle = async (id: number | 'new') => {
    setEditing(id);
    if (id === 'new') form.setFieldsValue({ category_id: group, title: '', code: '', content: '' });
    else form.setFieldsValue(await api.get<Article>(`/content/articles/${id}`));
  };
  const submit = async (v: ArticleInput) => {
    await (editing === 'new'
      ? api.post<unknown, typeof AdminArticleInputSchema>('/content/articles', v)
      : api.put<unknown, typeof AdminArticleInputSchema>(`/content/articles/${editing}`, v));
    message.success('文章已保存');
    setEditing(null);
    void ref.current?.reload();
    void qc.invalidateQueries({ queryKey: ['admin', 'article-groups'] });
  };
  const submitGroup = async (v: GroupInput) => {
    await (groupEditing === 'new'
      ? api.post<unknown, typeof AdminArticleCategoryInputSchema>('/content/article-groups', v)
      : api.put<unknown, typeof AdminArticleCategoryInputSchema>(
          `/content/article-groups/${(groupEditing as Group).id}`,
          v,
        ));
    message.success('分组已保存');
    setGroupEditing(null);
    void qc.invalidateQueries({ queryKey: ['admin', 'article-groups'] });
  };
  return (
    <PageContainer title="帮助与资讯">
      <Row gutter={16}>
        <Col span={6}>
          <Space style={{ marginBottom: 8 }}>
            <Button
              size="small"
              onClick={() => {
                setGroupEditing('new');
                gform.setFieldsValue({ parent_id: null, name: '', code: '', sort: 0 });
              }}
            >
              新建分组
            </Button>
            {group !== undefined && (
              <Button
                size="small"
                onClick={() => {
                  const g = groups.find((x) => x.id === group);
                  if (g) {
                    setGroupEditing(g);
                    gform.setFieldsValue(g);
                  }
                }}
              >
                编辑分组
              </Button>
            )}
          </Space>
          <Tree
            blockNode
            defaultExpandAll
            treeData={tree}
            onSelect={(k) => {
              setGroup(k[0] === undefined ? undefined : Number(k[0]));
              void ref.current?.reload();
            }}
          />
        </Col>
        <Col span={18}>
          <ProTable<Row>
            actionRef={ref}
            rowKey="id"
            size="small"
            params={{ category_id: group }}
            columns={[
              { title: '标题', dataIndex: 'title', fieldProps: { placeholder: '标题关键词' } },
              { title: '分组', dataIndex: 'category', width: 120, search: false },
              { title: '代码', dataIndex: 'code', width: 90, search: false },
              { title: '发布时间', dataIndex: 'created_at', width: 140, search: false },
              {
                title: '操作',
                width: 110,
                search: false,
                render: (_, r) => (
                  <>
                    <a onClick={() => void openArticle(r.id)}>编辑</a>
                    <DeleteLink
                      url={`/content/articles/${r.id}`}
                      what={`文章「${r.title}」`}
                      onDone={() => {
                        void ref.current?.reload();
                        void qc.invalidateQueries({ queryKey: ['admin', 'article-groups'] });
                      }}
                    />
                  </>
                ),
              },
            ]}
            request={async (p) => {
              const res = await api.get<
                z.infer<typeof AdminArticlePageSchema>,
                typeof AdminArticleQuerySchema
              >('/content/articles', {
                category_id: p.category_id as number | undefined,
                keyword: (p.title as string | undefined) ?? '',
                page: p.current,
                page_size: p.pageSize,
              });
              return { data: res.list, total: res.total, success: true };
            }}
            toolBarRender={() => [
              <Button
                key="new"
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => void openArticle('new')}
              >
                发布文章
              </Button>,
            ]}
          />
        </Col>
      </Row>
      <Modal
        title="文章"
        width={860}
        open={editing !== null}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(v: ArticleInput) => void submit(v)}>
          <Row gutter={12}>
            <Col span={8}>
              <Form.Item name="category_id" label="分组" rules={[{ required: true, message: '请选择分组' }]}>
                <Select options={groups.map((g) => ({ value: g.id, label: g.name }))} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="title" label="标题" rules={[{ required: true, message: '请输入标题' }]}>
                <Input maxLength={80} />
              </Form.Item>
            </Col>
            <Col span={4}>
              <Form.Item name="code" label="代码">
                <Input placeholder="如 ddzf" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item
            name="content"
            label="正文（保存时服务器会清理不安全的HTML）"
            rules={[{ required: true, message: '请输入正文' }]}
          >
            <RichTextEditor minHeight={320} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        title="分组"
        open={groupEditing !== null}
        onCancel={() => setGroupEditing(null)}
        onOk={() => gform.submit()}
        destroyOnHidden
      >
        <Form form={gform} layout="vertical" onFinish={(v: GroupInput) => void submitGroup(v)}>
          <Form.Item name="parent_id" label="上级分组">
            <Select
              allowClear
              placeholder="无（一级分组）"
              options={parents.map((g) => ({ value: g.id, label: g.name }))}
            />
          </Form.Item>
          <Form.Item name="name" label="名称" rules={[{ required: true, message: '请输入分组名称' }]}>
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item name="code" label="代码（小写字母）">
            <Input />
          </Form.Item>
          <Form.Item name="sort" label="排序">
            <Input type="number" />
          </Form.Item>
        </Form>
      </Modal>
    </PageContainer>
  );
}
