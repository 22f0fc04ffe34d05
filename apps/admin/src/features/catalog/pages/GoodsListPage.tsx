import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Dropdown, Image, Space, Tag, Typography, message } from 'antd';
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { GOODS_TAG_NAMES, TAG_COLORS, type AdminGoodsRow } from '@shop/shared';
import { download } from '../../../lib/api';
import { useCan } from '../../../lib/session';
import { bulkGoods, fetchGoods, type GoodsBulk } from '../api/goods';
import { CategorySelect } from '../components/CategorySelect';
import { PriceRules } from '../components/PriceRules';
import { useUrlFilters } from '../../../lib/url-filters';

const columns: ProColumns<AdminGoodsRow>[] = [
  {
    title: '关键词',
    dataIndex: 'keyword',
    hideInTable: true,
    fieldProps: { placeholder: '名称 / 拼音首字母 / 批准文号 / 条形码 / 编号' },
  },
  {
    title: '分类',
    dataIndex: 'category_id',
    hideInTable: true,
    formItemRender: () => <CategorySelect />,
  },
  {
    title: '状态',
    dataIndex: 'status',
    hideInTable: true,
    valueType: 'select',
    valueEnum: { on: { text: '上架' }, off: { text: '下架' } },
  },
  {
    title: '标签',
    dataIndex: 'tag',
    hideInTable: true,
    valueType: 'select',
    valueEnum: Object.fromEntries(GOODS_TAG_NAMES.map((t) => [t, { text: t }])),
  },
  {
    title: '库存',
    dataIndex: 'low_stock',
    hideInTable: true,
    valueType: 'select',
    valueEnum: { '1': { text: '低库存' } },
  },
  { title: '编号', dataIndex: 'id', width: 64, search: false, fixed: 'left' },
  {
    title: '图片',
    dataIndex: 'image',
    width: 56,
    search: false,
    fixed: 'left',
    render: (_, r) =>
      r.image ? <Image src={r.image} width={40} height={40} style={{ objectFit: 'contain' }} /> : '—',
  },
  {
    title: '商品名称',
    dataIndex: 'name',
    search: false,
    width: 260,
    fixed: 'left',
    render: (_, r) => (
      <div style={{ minWidth: 0 }}>
        <Typography.Text ellipsis={{ tooltip: r.name }} style={{ display: 'block' }}>
          <Link to={`/goods/${r.id}`}>{r.name}</Link>
        </Typography.Text>
        <Typography.Text
          type="secondary"
          ellipsis={{ tooltip: `${r.ypgg} / ${r.bzdw}` }}
          style={{ display: 'block', fontSize: 12 }}
        >
          {r.ypgg} / {r.bzdw}
        </Typography.Text>
        <div>
          {r.is_prescription ? <Tag color="red">Rx</Tag> : null}
          {r.tags.map((t) => (
            <Tag key={t} color={TAG_COLORS[t]} style={{ marginInlineEnd: 2 }}>
              {t}
            </Tag>
          ))}
        </div>
      </div>
    ),
  },
  { title: '生产厂家', dataIndex: 'sccj', width: 200, ellipsis: true, search: false },
  { title: '批准文号', dataIndex: 'approval_no', width: 170, ellipsis: true, search: false },
  { title: '条形码', dataIndex: 'barcode', width: 130, search: false },
  { title: '分类', dataIndex: 'category', width: 100, ellipsis: true, search: false },
  { title: '供货价', dataIndex: 'base_price', width: 80, align: 'right', search: false },
  { title: '零售价', dataIndex: 'retail_price', width: 80, align: 'right', search: false },
  {
    title: '阶梯价 / 客户价',
    key: 'price_rules',
    width: 170,
    search: false,
    render: (_, r) => <PriceRules row={r} />,
  },
  { title: '库存', dataIndex: 'stock', width: 70, align: 'right', search: false },
  { title: '销量', dataIndex: 'sales', width: 70, align: 'right', search: false },
  {
    title: '状态',
    dataIndex: 'is_buy',
    width: 64,
    search: false,
    render: (_, r) => (r.is_buy ? <Tag color="green">上架</Tag> : <Tag>下架</Tag>),
  },
];

/** 商品列表: the storefront's search plus admin filters, bulk list/delist/tag, export. */
export function GoodsListPage() {
  const ref = useRef<ActionType>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const navigate = useNavigate();
  const urlFilters = useUrlFilters();
  const can = useCan();
  const bulk = async (action: GoodsBulk['action'], tag?: GoodsBulk['tag']) => {
    const r = await bulkGoods({ ids: selected, action, ...(tag ? { tag } : {}) });
    message.success(`已处理 ${r.count} 个商品`);
    setSelected([]);
    void ref.current?.reload();
  };
  return (
    <PageContainer title="商品列表" subTitle="搜索与前台一致：名称、拼音首字母、批准文号、条形码">
      <ProTable<AdminGoodsRow>
        actionRef={ref}
        rowKey="id"
        size="small"
        columns={columns}
        scroll={{ x: 1560 }}
        rowSelection={
          can('goods.edit')
            ? { selectedRowKeys: selected, onChange: (k) => setSelected(k as number[]) }
            : false
        }
        request={async (params) => {
          const { current, pageSize, ...rest } = params;
          const res = await fetchGoods({ ...rest, page: current, page_size: pageSize });
          return { data: res.list, total: res.total, success: true };
        }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        search={{ labelWidth: 'auto', defaultCollapsed: false }}
        form={{ initialValues: urlFilters }}
        tableAlertOptionRender={() => (
          <Space>
            <Button size="small" onClick={() => void bulk('list')}>
              上架
            </Button>
            <Button size="small" onClick={() => void bulk('delist')}>
              下架
            </Button>
            <Dropdown
              menu={{
                items: GOODS_TAG_NAMES.flatMap((t) => [
                  { key: `tag:${t}`, label: `打标签「${t}」` },
                  { key: `untag:${t}`, label: `去标签「${t}」` },
                ]),
                onClick: ({ key }) => {
                  // The keys are built above as `${'tag' | 'untag'}:${GOODS_TAG_NAMES[n]}`.
                  const [action, tag] = key.split(':') as [GoodsBulk['action'], GoodsBulk['tag']];
                  void bulk(action, tag);
                },
              }}
            >
              <Button size="small">标签</Button>
            </Dropdown>
          </Space>
        )}
        toolBarRender={() => [
          <Button key="export" icon={<DownloadOutlined />} onClick={() => void download('/export/goods')}>
            导出Excel
          </Button>,
          can('goods.edit') && (
            <Button
              key="new"
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate('/goods/new')}
            >
              新建商品
            </Button>
          ),
        ]}
      />
    </PageContainer>
  );
}
