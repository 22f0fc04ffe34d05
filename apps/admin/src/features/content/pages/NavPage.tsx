import { useState } from 'react';
import { PageContainer } from '@ant-design/pro-components';
import { Alert, Button, Checkbox, Form, Input, InputNumber, Modal, Select, Table, message } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { TOP_NAV_COUNT, type AdminNavSchema, type AdminNavInputSchema } from '@shop/shared';

type NavInput = z.input<typeof AdminNavInputSchema>;
import { api } from '../../../lib/api';
import { DeleteLink } from '../../catalog';

type Nav = z.infer<typeof AdminNavSchema>;

/** 顶部导航: at most 9 entries, with popover children; the header picks changes up within a minute. */
export function NavPage() {
  const qc = useQueryClient();
  const { data = [] } = useQuery({
    queryKey: ['admin', 'nav'],
    queryFn: () => api.get<Nav[]>('/content/nav'),
  });
  const [editing, setEditing] = useState<Nav | 'new' | null>(null);
  const [form] = Form.useForm();
  const top = data.filter((n) => n.parent_id === null);
  const tree = top.map((n) => ({ ...n, children: data.filter((c) => c.parent_id === n.id) }));
  // The header shows the first TOP_NAV_COUNT in this order (sort, then id); the rest are not shown.
  const hidden = top.slice(TOP_NAV_COUNT).map((n) => n.name);
  const submit = async (v: NavInput) => {
    await (editing === 'new'
      ? api.post<unknown, typeof AdminNavInputSchema>('/content/nav', v)
      : api.put<unknown, typeof AdminNavInputSchema>(`/content/nav/${(editing as Nav).id}`, v));
    message.success('导航已保存');
    setEditing(null);
    void qc.invalidateQueries({ queryKey: ['admin', 'nav'] });
  };
  return (
    <PageContainer title="导航管理">
      <Alert
        style={{ marginBottom: 12 }}
        type={hidden.length > 0 ? 'warning' : 'info'}
        message={
          hidden.length > 0
            ? `顶部导航共 ${top.length} 个，前台只显示排序最前的 ${TOP_NAV_COUNT} 个，${hidden.join('、')} 不显示；删除或改为下级导航后才能新增。前台缓存1分钟后生效`
            : `顶部导航已用 ${top.length} / ${TOP_NAV_COUNT} 个；前台缓存1分钟后生效`
        }
      />
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={tree}
        title={() => (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => {
              setEditing('new');
              form.setFieldsValue({ parent_id: null, name: '', url: '', sort: 0, is_open: false });
            }}
          >
            新建导航
          </Button>
        )}
        columns={[
          { title: '名称', dataIndex: 'name' },
          { title: '链接', dataIndex: 'url' },
          { title: '新窗口', dataIndex: 'is_open', width: 80, render: (v: boolean) => (v ? '是' : '否') },
          { title: '排序', dataIndex: 'sort', width: 80 },
          {
            title: '操作',
            width: 110,
            render: (_, r: Nav) => (
              <>
                <a
                  onClick={() => {
                    setEditing(r);
                    form.setFieldsValue(r);
                  }}
                >
                  编辑
                </a>
                <DeleteLink
                  url={`/content/nav/${r.id}`}
                  what={`导航「${r.name}」${r.parent_id === null ? '及其下级导航' : ''}`}
                  onDone={() => void qc.invalidateQueries({ queryKey: ['admin', 'nav'] })}
                />
              </>
            ),
          },
        ]}
      />
      <Modal
        title="导航"
        open={editing !== null}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(v: NavInput) => void submit(v)}>
          <Form.Item name="parent_id" label="上级导航">
            <Select
              allowClear
              placeholder="无（顶部导航）"
              options={top.map((n) => ({ value: n.id, label: n.name }))}
            />
          </Form.Item>
          <Form.Item name="name" label="名称" rules={[{ required: true, message: '请输入导航名称' }]}>
            <Input maxLength={10} />
          </Form.Item>
          <Form.Item name="url" label="链接">
            <Input placeholder="/list?select=1 或 https://..." />
          </Form.Item>
          <Form.Item name="sort" label="排序">
            <InputNumber min={0} />
          </Form.Item>
          <Form.Item name="is_open" valuePropName="checked">
            <Checkbox>新窗口打开</Checkbox>
          </Form.Item>
        </Form>
      </Modal>
    </PageContainer>
  );
}
