import { useState } from 'react';
import { PageContainer } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Radio, Select, Switch, Table, Tag, TreeSelect, message } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  SEARCH_WORD_KIND_LABELS,
  type AdminCategoryNode,
  type AdminSearchWord,
  type AdminSearchWordInputSchema,
} from '@shop/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { useCategories } from '../../catalog';
import { DeleteLink } from '../../catalog';

type Input = z.input<typeof AdminSearchWordInputSchema>;
type Editing = { id: number | null; values: Partial<Input> } | null;

interface Opt {
  title: string;
  value: number;
  children: Opt[];
}
const toTree = (nodes: AdminCategoryNode[]): Opt[] =>
  nodes.map((n) => ({ title: n.name, value: n.id, children: toTree(n.children) }));

const tags = (list: string[]) => list.map((w) => <Tag key={w}>{w}</Tag>);

/**
 * 搜索词典: indication words (感冒, 降压 …) and colloquial names (扑热息痛, 伟哥 …) the storefront
 * search understands. A save is audited and reaches every instance's search at once.
 */
export function SearchWordsPage() {
  const words = useQuery({
    queryKey: ['admin', 'search-words'],
    queryFn: () => api.get<AdminSearchWord[]>('/search-words'),
  });
  const categories = useCategories();
  const [editing, setEditing] = useState<Editing>(null);
  const [form] = Form.useForm<Input>();
  const open = (e: NonNullable<Editing>) => {
    setEditing(e);
    form.resetFields();
    form.setFieldsValue(e.values);
  };
  const submit = async (v: Input) => {
    if (!editing) return;
    const url = editing.id === null ? '/search-words' : `/search-words/${editing.id}`;
    await (editing.id === null ? api.post : api.put)<unknown, typeof AdminSearchWordInputSchema>(url, v);
    message.success('已保存');
    setEditing(null);
    void words.refetch();
  };
  const free = (placeholder: string) => (
    <Select mode="tags" tokenSeparators={[',', '，', ' ']} placeholder={placeholder} />
  );
  return (
    <PageContainer
      title="搜索词典"
      content="采购员维护的适应症词、类别词和药品俗名：买家搜“感冒药”“退烧”“伟哥”时，按这里找到对应的商品。"
    >
      <Table<AdminSearchWord>
        rowKey="id"
        size="small"
        loading={words.isLoading}
        dataSource={words.data ?? []}
        pagination={{ pageSize: 30 }}
        title={() => (
          <Button
            type="primary"
            size="small"
            icon={<PlusOutlined />}
            onClick={() => open({ id: null, values: { kind: 'indication', enabled: true } })}
          >
            新建词条
          </Button>
        )}
        columns={[
          {
            title: '类型',
            dataIndex: 'kind',
            width: 110,
            render: (k: AdminSearchWord['kind']) => SEARCH_WORD_KIND_LABELS[k],
          },
          { title: '词条', dataIndex: 'word', width: 100 },
          { title: '别称', dataIndex: 'aliases', render: tags },
          { title: '分类', dataIndex: 'category_names', render: tags },
          { title: '通用名', dataIndex: 'generic_names', render: tags },
          { title: '适应症关键词', dataIndex: 'indication_terms', render: tags },
          { title: '启用', dataIndex: 'enabled', width: 60, render: (on: boolean) => (on ? '是' : '否') },
          { title: '更新时间', dataIndex: 'updated_at', width: 140 },
          {
            title: '操作',
            width: 100,
            render: (_, r) => (
              <>
                <a onClick={() => open({ id: r.id, values: r })}>编辑</a>
                <DeleteLink
                  url={`/search-words/${r.id}`}
                  what={`词条「${r.word}」`}
                  onDone={() => void words.refetch()}
                />
              </>
            ),
          },
        ]}
      />
      <Modal
        title={editing?.id === null ? '新建词条' : '编辑词条'}
        open={editing !== null}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        width={640}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
          <Form.Item name="kind" label="类型" rules={[{ required: true }]}>
            <Radio.Group
              options={Object.entries(SEARCH_WORD_KIND_LABELS).map(([value, label]) => ({ value, label }))}
            />
          </Form.Item>
          <Form.Item name="word" label="词条" rules={[{ required: true, message: '请填写词条' }]}>
            <Input maxLength={20} placeholder="如：感冒、降压、扑热息痛" />
          </Form.Item>
          <Form.Item name="aliases" label="别称（买家的其他说法）">
            {free('如：发烧、高血压，回车分隔')}
          </Form.Item>
          <Form.Item name="category_ids" label="对应分类（含下级分类）">
            <TreeSelect
              multiple
              treeData={toTree(categories.data ?? [])}
              treeNodeFilterProp="title"
              placeholder="选择分类"
            />
          </Form.Item>
          <Form.Item name="generic_names" label="对应通用名">
            {free('如：布洛芬混悬液')}
          </Form.Item>
          <Form.Item name="indication_terms" label="适应症关键词（在说明书适应症中查找）">
            {free('如：发热、咳嗽')}
          </Form.Item>
          <Form.Item name="enabled" label="启用" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="note" label="备注">
            <Input.TextArea rows={2} maxLength={200} />
          </Form.Item>
        </Form>
      </Modal>
    </PageContainer>
  );
}
