import { useState } from 'react';
import { PageContainer } from '@ant-design/pro-components';
import {
  Button,
  DatePicker,
  Form,
  Image,
  Input,
  InputNumber,
  Modal,
  Select,
  Space,
  Table,
  Tag,
  message,
} from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import type { z } from 'zod';
import {
  AD_POSITIONS,
  type AdminAdSchema,
  type AdminAdQuerySchema,
  type AdminAdInputSchema,
} from '@shop/shared';
import { api } from '../../../lib/api';
import { windowText } from '../../../lib/window-text';
import { DeleteLink } from '../../catalog';
import { ImageUpload } from '../../catalog';

type Ad = z.infer<typeof AdminAdSchema>;
type Position = z.input<typeof AdminAdInputSchema>['position'];
interface AdForm {
  position: Position;
  title: string;
  url: string;
  sort: number;
  images: string[];
  range: [Dayjs | null, Dayjs | null] | null;
}
const STATE = {
  live: <Tag color="green">投放中</Tag>,
  scheduled: <Tag color="blue">未开始</Tag>,
  ended: <Tag>已结束</Tag>,
};
const positionOptions = Object.entries(AD_POSITIONS).map(([value, label]) => ({
  value,
  label: `${label}（${value}）`,
}));

/** 广告位: every /api/focus/* slot; link rules of the spec ('*' or '#' shows text instead of navigating). */
export function AdsPage() {
  const [position, setPosition] = useState<Position | ''>('');
  const qc = useQueryClient();
  const { data = [], isFetching } = useQuery({
    queryKey: ['admin', 'ads', position],
    queryFn: () => api.get<Ad[], typeof AdminAdQuerySchema>('/content/ads', { position }),
  });
  const [editing, setEditing] = useState<Ad | 'new' | null>(null);
  const [form] = Form.useForm<AdForm>();
  const open = (ad: Ad | 'new') => {
    setEditing(ad);
    form.setFieldsValue(
      ad === 'new'
        ? {
            position: position === '' ? 'focus' : position,
            sort: 0,
            images: [],
            range: null,
            title: '',
            url: '',
          }
        : {
            ...ad,
            // The row's position is one the server accepted through the same contract.
            position: ad.position as Position,
            images: [ad.image],
            range: [ad.starts_at ? dayjs(ad.starts_at) : null, ad.ends_at ? dayjs(ad.ends_at) : null],
          },
    );
  };
  const submit = async (v: AdForm) => {
    const body = {
      position: v.position,
      title: v.title,
      url: v.url,
      sort: v.sort,
      image: v.images[0] ?? '',
      starts_at: v.range?.[0]?.toISOString() ?? null,
      ends_at: v.range?.[1]?.toISOString() ?? null,
    };
    await (editing === 'new'
      ? api.post<unknown, typeof AdminAdInputSchema>('/content/ads', body)
      : api.put<unknown, typeof AdminAdInputSchema>(`/content/ads/${(editing as Ad).id}`, body));
    message.success('广告已保存');
    setEditing(null);
    void qc.invalidateQueries({ queryKey: ['admin', 'ads'] });
  };
  return (
    <PageContainer
      title="广告管理"
      subTitle="排序值越大越靠前；链接以 * 开头或含 # 时前台弹出提示文字而不跳转，留空显示「活动未开始」"
    >
      <Table
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data}
        pagination={{ pageSize: 20 }}
        title={() => (
          <Space>
            <Select
              style={{ width: 220 }}
              value={position}
              onChange={setPosition}
              options={[{ value: '', label: '全部广告位' }, ...positionOptions]}
            />
            <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
              新建广告
            </Button>
          </Space>
        )}
        columns={[
          {
            title: '图片',
            dataIndex: 'image',
            width: 140,
            render: (v: string) => <Image src={v} height={48} />,
          },
          {
            title: '广告位',
            dataIndex: 'position',
            width: 130,
            render: (v: string) => AD_POSITIONS[v as keyof typeof AD_POSITIONS] ?? v,
          },
          { title: '标题', dataIndex: 'title' },
          { title: '链接', dataIndex: 'url', ellipsis: true },
          { title: '排序', dataIndex: 'sort', width: 70 },
          {
            title: '投放时间',
            width: 260,
            render: (_, r: Ad) => windowText(r.starts_at, r.ends_at),
          },
          { title: '状态', dataIndex: 'state', width: 80, render: (v: Ad['state']) => STATE[v] },
          {
            title: '操作',
            width: 110,
            render: (_, r: Ad) => (
              <>
                <a onClick={() => open(r)}>编辑</a>
                <DeleteLink
                  url={`/content/ads/${r.id}`}
                  what={`广告「${r.title || AD_POSITIONS[r.position as keyof typeof AD_POSITIONS] || r.position}」`}
                  onDone={() => void qc.invalidateQueries({ queryKey: ['admin', 'ads'] })}
                />
              </>
            ),
          },
        ]}
      />
      <Modal
        title="广告"
        width={640}
        open={editing !== null}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
          <Form.Item name="position" label="广告位" rules={[{ required: true, message: '请选择广告位' }]}>
            <Select options={positionOptions} />
          </Form.Item>
          <Form.Item name="title" label="标题">
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item
            name="images"
            label="图片"
            rules={[
              {
                validator: (_, v: string[]) =>
                  v?.length ? Promise.resolve() : Promise.reject(new Error('请上传图片')),
              },
            ]}
          >
            <ImageUpload max={1} kind="content_image" />
          </Form.Item>
          <Form.Item
            name="url"
            label="链接"
            extra="站内地址如 /search?keyword=感冒；*活动暂未开始 表示只提示文字"
          >
            <Input />
          </Form.Item>
          <Space>
            <Form.Item name="sort" label="排序">
              <InputNumber min={0} />
            </Form.Item>
            <Form.Item name="range" label="投放时间（留空为不限）">
              <DatePicker.RangePicker showTime allowEmpty={[true, true]} />
            </Form.Item>
          </Space>
        </Form>
      </Modal>
    </PageContainer>
  );
}
