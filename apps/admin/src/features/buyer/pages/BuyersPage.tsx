import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  PageContainer,
  ProTable,
  type ActionType,
  type ProColumns,
  type ProFormInstance,
} from '@ant-design/pro-components';
import { Button, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { BUSINESS_KIND_TEXT, type AdminBuyerRow } from '@shop/shared';
import { BulkActions, type BulkAction } from '../../../components/BulkActions';
import { RegionSelect } from '../../../components/RegionSelect';
import { SavedFilters } from '../../../components/SavedFilters';
import { download } from '../../../lib/api';
import { useCan } from '../../../lib/session';
import { WIDE_SCREEN, useMinWidth } from '../../../lib/use-min-width';
import { bulkApproveBuyers, fetchBuyers } from '../api/buyers';

const REVIEW_COLOR: Record<string, string> = { 已认证: 'green', 待审核: 'orange', 未认证: 'default' };

/**
 * Fits at 1280 px without scrolling sideways (操作 fixed right); 所在地区 and 积分 join where the
 * screen has room for them (1440 px).
 */
const columnsFor = (wide: boolean): ProColumns<AdminBuyerRow>[] => [
  {
    title: '关键词',
    dataIndex: 'keyword',
    hideInTable: true,
    fieldProps: { placeholder: '企业名称/账号/手机/信用代码' },
  },
  {
    title: '地区',
    dataIndex: 'region_code',
    hideInTable: true,
    formItemRender: () => <RegionSelect showPath placeholder="省/市/区县，可搜索" />,
  },
  {
    title: '企业名称',
    dataIndex: 'company',
    search: false,
    ellipsis: true,
    width: 190,
    fixed: 'left',
    render: (_, r) => <Link to={`/buyers/${r.id}`}>{r.company}</Link>,
  },
  { title: '账号', dataIndex: 'username', search: false, width: 96 },
  {
    title: '类型',
    dataIndex: 'kind',
    width: 90,
    valueEnum: Object.fromEntries(Object.entries(BUSINESS_KIND_TEXT).map(([k, v]) => [k, { text: v }])),
  },
  { title: '所在地区', dataIndex: 'region', search: false, width: 120, ellipsis: true, hideInTable: !wide },
  {
    title: '资质',
    dataIndex: 'verified',
    width: 76,
    valueEnum: { yes: { text: '已认证' }, no: { text: '未认证' } },
    render: (_, r) => <Tag color={REVIEW_COLOR[r.review_text]}>{r.review_text}</Tag>,
  },
  {
    title: '证照到期',
    dataIndex: 'licence_expiring',
    width: 100,
    valueEnum: { 1: { text: '30天内到期或已过期' } },
    render: (_, r) =>
      r.licence_expires_on ? (
        <Typography.Text type={(r.licence_days_left ?? 99) <= 30 ? 'danger' : undefined}>
          {r.licence_expires_on}
        </Typography.Text>
      ) : (
        '—'
      ),
  },
  { title: '客户经理', dataIndex: 'manager_name', search: false, width: 84, ellipsis: true },
  {
    title: '余额',
    dataIndex: 'balance',
    search: false,
    width: 100,
    align: 'right',
    render: (_, r) => `¥${r.balance}`,
  },
  { title: '积分', dataIndex: 'points', search: false, width: 56, align: 'right', hideInTable: !wide },
  {
    title: '注册时间',
    dataIndex: 'created_at',
    search: false,
    width: 100,
    render: (_, r) => dayjs(r.created_at).format('YYYY-MM-DD'),
  },
  {
    title: '操作',
    valueType: 'option',
    width: 56,
    fixed: 'right',
    render: (_, r) => <Link to={`/buyers/${r.id}`}>详情</Link>,
  },
];

/** 客户列表: searched and filtered on the server (region, type, verified, licence expiring). */
export default function BuyersPage() {
  const [params] = useSearchParams();
  const can = useCan();
  const wide = useMinWidth(WIDE_SCREEN);
  const ref = useRef<ActionType>(null);
  const form = useRef<ProFormInstance>(undefined);
  const [selected, setSelected] = useState<number[]>([]);
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const names = useRef(new Map<number, string>());
  const actions: BulkAction[] = can('buyer.review')
    ? [{ key: 'approve', label: '批量审核通过', run: bulkApproveBuyers }]
    : [];
  return (
    <PageContainer title="客户管理">
      <ProTable<AdminBuyerRow>
        actionRef={ref}
        rowKey="id"
        size="small"
        columns={columnsFor(wide)}
        scroll={{ x: wide ? 1090 : 920 }}
        rowSelection={
          actions.length > 0
            ? {
                preserveSelectedRowKeys: true,
                selectedRowKeys: selected,
                onChange: (k) => setSelected(k as number[]),
              }
            : false
        }
        tableAlertRender={false}
        formRef={form}
        toolBarRender={() => [
          <SavedFilters key="saved" table="buyers" form={form} />,
          actions.length > 0 && (
            <BulkActions
              key="bulk"
              selected={selected}
              actions={actions}
              rowName={(id) => names.current.get(id) ?? `客户 #${id}`}
              onDone={(done) => {
                setSelected((s) => s.filter((id) => !done.includes(id)));
                void ref.current?.reload();
              }}
            />
          ),
          <Button
            key="x"
            icon={<DownloadOutlined />}
            onClick={() => void download('/buyers/export', filters)}
          >
            导出Excel
          </Button>,
        ]}
        form={{ initialValues: { verified: params.get('verified') ?? undefined } }}
        request={async ({ current, pageSize, ...rest }) => {
          setFilters(rest);
          const res = await fetchBuyers({ ...rest, page: current, page_size: pageSize });
          for (const r of res.list) names.current.set(r.id, r.company);
          return { data: res.list, total: res.total, success: true };
        }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        search={{ labelWidth: 'auto', defaultCollapsed: false }}
      />
    </PageContainer>
  );
}
