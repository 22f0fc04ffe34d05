import { useRef, useState } from 'react';
import { PageContainer, ProTable, type ActionType } from '@ant-design/pro-components';
import { Button, Form, Input, InputNumber, Modal, Table, Tabs, message } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { z } from 'zod';
import type {
  AdminBrandInputSchema,
  AdminManufacturerInputSchema,
  AdminManufacturerQuerySchema,
  AdminManufacturerSchema,
} from '@shop/shared';
import { api } from '../../../lib/api';
import { useBrands, useTags, type Makers } from '../api/goods';
import { DeleteLink } from '../components/DeleteLink';
import { MakerSelect } from '../components/MakerSelect';

type Maker = z.infer<typeof AdminManufacturerSchema>;
type Editing = { kind: 'maker' | 'brand'; id: number | null; values: Record<string, unknown> } | null;

/** 厂家、品牌、标签: reference data of the catalogue. */
export function MakersPage() {
  const ref = useRef<ActionType>(null);
  const brands = useBrands();
  const tags = useTags();
  const [editing, setEditing] = useState<Editing>(null);
  const [form] = Form.useForm();
  const open = (e: NonNullable<Editing>) => {
    setEditing(e);
    form.setFieldsValue(e.values);
  };
  const submit = async (v: Record<string, unknown>) => {
    if (!editing) return;
    const base = editing.kind === 'maker' ? '/manufacturers' : '/brands';
    const url = editing.id === null ? base : `${base}/${editing.id}`;
    const send = editing.id === null ? api.post : api.put;
    await (editing.kind === 'maker'
      ? send<unknown, typeof AdminManufacturerInputSchema>(
          url,
          v as z.input<typeof AdminManufacturerInputSchema>,
        )
      : send<unknown, typeof AdminBrandInputSchema>(url, v as z.input<typeof AdminBrandInputSchema>));
    message.success('已保存');
    setEditing(null);
    void ref.current?.reload();
    void brands.refetch();
  };
  return (
    <PageContainer title="厂家、品牌与标签">
      <Tabs
        items={[
          {
            key: 'maker',
            label: '生产厂家',
            children: (
              <ProTable<Maker>
                actionRef={ref}
                rowKey="id"
                size="small"
                columns={[
                  { title: '关键词', dataIndex: 'keyword', hideInTable: true },
                  { title: '编号', dataIndex: 'id', width: 70, search: false },
                  { title: '厂家全称', dataIndex: 'name', search: false },
                  { title: '简称', dataIndex: 'short_name', width: 120, search: false },
                  { title: '省份', dataIndex: 'province', width: 80, search: false },
                  { title: '商品数', dataIndex: 'goods_count', width: 80, align: 'right', search: false },
                  {
                    title: '操作',
                    width: 110,
                    search: false,
                    render: (_, r) => (
                      <>
                        <a onClick={() => open({ kind: 'maker', id: r.id, values: r })}>编辑</a>
                        <DeleteLink
                          url={`/manufacturers/${r.id}`}
                          what={`厂家「${r.name}」`}
                          onDone={() => void ref.current?.reload()}
                        />
                      </>
                    ),
                  },
                ]}
                request={async (p) => {
                  const res = await api.get<Makers, typeof AdminManufacturerQuerySchema>('/manufacturers', {
                    keyword: p.keyword as string,
                    page: p.current,
                    page_size: p.pageSize,
                  });
                  return { data: res.list, total: res.total, success: true };
                }}
                pagination={{ defaultPageSize: 20 }}
                toolBarRender={() => [
                  <Button
                    key="new"
                    type="primary"
                    icon={<PlusOutlined />}
                    onClick={() => open({ kind: 'maker', id: null, values: {} })}
                  >
                    新建厂家
                  </Button>,
                ]}
              />
            ),
          },
          {
            key: 'brand',
            label: '品牌',
            children: (
              <Table
                rowKey="id"
                size="small"
                dataSource={brands.data ?? []}
                pagination={{ pageSize: 20 }}
                title={() => (
                  <Button
                    type="primary"
                    size="small"
                    icon={<PlusOutlined />}
                    onClick={() => open({ kind: 'brand', id: null, values: { sort: 0 } })}
                  >
                    新建品牌
                  </Button>
                )}
                columns={[
                  { title: '编号', dataIndex: 'id', width: 70 },
                  { title: '品牌', dataIndex: 'name' },
                  { title: '排序', dataIndex: 'sort', width: 80 },
                  {
                    title: '操作',
                    width: 110,
                    render: (_, r) => (
                      <>
                        <a onClick={() => open({ kind: 'brand', id: r.id, values: r })}>编辑</a>
                        <DeleteLink
                          url={`/brands/${r.id}`}
                          what={`品牌「${r.name}」`}
                          onDone={() => void brands.refetch()}
                        />
                      </>
                    ),
                  },
                ]}
              />
            ),
          },
          {
            key: 'tag',
            label: '价格标签',
            children: (
              <Table
                rowKey="name"
                size="small"
                pagination={false}
                dataSource={tags.data ?? []}
                columns={[
                  {
                    title: '标签',
                    dataIndex: 'name',
                    render: (_, r) => (
                      <span style={{ background: r.color, color: '#fff', padding: '0 6px', borderRadius: 2 }}>
                        {r.name}
                      </span>
                    ),
                  },
                  { title: '颜色', dataIndex: 'color' },
                  { title: '商品数', dataIndex: 'goods_count' },
                ]}
              />
            ),
          },
        ]}
      />
      <Modal
        title={editing?.kind === 'brand' ? '品牌' : '生产厂家'}
        open={editing !== null}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(v: Record<string, unknown>) => void submit(v)}>
          {editing?.kind === 'brand' ? (
            <>
              <Form.Item name="name" label="品牌名称" rules={[{ required: true, message: '请输入品牌名称' }]}>
                <Input />
              </Form.Item>
              <Form.Item name="manufacturer_id" label="所属厂家">
                <MakerSelect />
              </Form.Item>
              <Form.Item name="sort" label="排序">
                <InputNumber min={0} />
              </Form.Item>
            </>
          ) : (
            <>
              <Form.Item name="name" label="厂家全称" rules={[{ required: true, message: '请输入厂家全称' }]}>
                <Input />
              </Form.Item>
              <Form.Item
                name="short_name"
                label="厂家简称"
                rules={[{ required: true, message: '请输入厂家简称' }]}
              >
                <Input />
              </Form.Item>
              <Form.Item name="province" label="省份">
                <Input />
              </Form.Item>
            </>
          )}
        </Form>
      </Modal>
    </PageContainer>
  );
}
