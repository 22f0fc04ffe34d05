import { useRef, useState } from 'react';
import { PageContainer, ProTable, type ActionType } from '@ant-design/pro-components';
import { Form, Input, InputNumber, Modal, Select, Space, message } from 'antd';
import type { z } from 'zod';
import type {
  AdminWantedFromSearchSchema,
  AdminZeroResultPageSchema,
  AdminZeroResultQuerySchema,
} from '@shop/shared';
import { api } from '../../../lib/api';

type Page = z.infer<typeof AdminZeroResultPageSchema>;
type Row = Page['list'][number];

/**
 * 搜索无结果报表: what buyers searched and found nothing or little, most searched first, with who
 * searched it; purchasing registers a wanted variety (缺货登记) for a buyer from here.
 */
export function SearchMissesPage() {
  const ref = useRef<ActionType>(null);
  const [wanted, setWanted] = useState<Row | null>(null);
  const [form] = Form.useForm<z.input<typeof AdminWantedFromSearchSchema>>();
  const register = async (v: z.input<typeof AdminWantedFromSearchSchema>) => {
    await api.post<unknown, typeof AdminWantedFromSearchSchema>('/search-misses/wanted', v);
    message.success('已登记缺货品种，客户可在“品种求购”中看到');
    setWanted(null);
  };
  return (
    <PageContainer
      title="搜索无结果"
      content="买家搜索了、却没找到或只找到很少商品的词，按搜索次数排序。可据此补充词典或安排采购。"
    >
      <ProTable<Row>
        actionRef={ref}
        rowKey="keyword"
        size="small"
        columns={[
          {
            title: '时间范围',
            dataIndex: 'days',
            hideInTable: true,
            valueType: 'select',
            initialValue: 30,
            fieldProps: { options: [7, 30, 90].map((d) => ({ value: d, label: `近${d}天` })) },
          },
          {
            title: '结果数不超过',
            dataIndex: 'max_results',
            hideInTable: true,
            valueType: 'select',
            initialValue: 3,
            fieldProps: {
              options: [0, 3, 10].map((n) => ({ value: n, label: n === 0 ? '无结果' : `${n}件` })),
            },
          },
          { title: '搜索词', dataIndex: 'keyword', search: false },
          { title: '搜索次数', dataIndex: 'searches', width: 90, align: 'right', search: false },
          { title: '最少结果', dataIndex: 'results', width: 90, align: 'right', search: false },
          {
            title: '搜索的客户',
            dataIndex: 'buyers',
            search: false,
            render: (_, r) =>
              r.buyers.length ? r.buyers.map((b) => b.company || b.name).join('、') : '游客',
          },
          { title: '最近搜索', dataIndex: 'last_at', width: 140, search: false },
          {
            title: '操作',
            width: 90,
            search: false,
            render: (_, r) =>
              r.buyers.length > 0 ? (
                <a
                  onClick={() => {
                    setWanted(r);
                    form.setFieldsValue({
                      keyword: r.keyword,
                      user_id: r.buyers[0]?.user_id,
                      quantity: 1,
                      remark: '',
                    });
                  }}
                >
                  缺货登记
                </a>
              ) : null,
          },
        ]}
        request={async (p) => {
          const res = await api.get<Page, typeof AdminZeroResultQuerySchema>('/search-misses', {
            days: Number(p.days ?? 30),
            max_results: Number(p.max_results ?? 3),
            page: p.current,
            page_size: p.pageSize,
          });
          return { data: res.list, total: res.total, success: true };
        }}
        pagination={{ defaultPageSize: 20 }}
      />
      <Modal
        title="缺货登记"
        open={wanted !== null}
        onCancel={() => setWanted(null)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(v) => void register(v)}>
          <Form.Item name="keyword" label="品种名称" rules={[{ required: true, message: '请填写品种名称' }]}>
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item
            name="user_id"
            label="为哪位客户登记"
            rules={[{ required: true, message: '请选择客户' }]}
          >
            <Select
              options={(wanted?.buyers ?? []).map((b) => ({
                value: b.user_id,
                label: `${b.company || b.name}（${b.name}）`,
              }))}
            />
          </Form.Item>
          <Space>
            <Form.Item name="quantity" label="数量">
              <InputNumber min={1} max={100000} />
            </Form.Item>
          </Space>
          <Form.Item name="remark" label="备注">
            <Input.TextArea rows={2} maxLength={200} placeholder="留空则注明“根据搜索无结果报表登记”" />
          </Form.Item>
        </Form>
      </Modal>
    </PageContainer>
  );
}
