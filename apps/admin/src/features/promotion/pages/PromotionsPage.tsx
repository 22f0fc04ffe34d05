import { useState } from 'react';
import { PageContainer } from '@ant-design/pro-components';
import { Button, Form, Modal, Table, Tag, message } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import {
  PROMO_KINDS,
  type PromoKind,
  type PromoRow,
  type PromoBodySchema,
  type PromoSwitchBodySchema,
} from '@shop/shared';
import { api } from '../../../lib/api';
import { windowText } from '../../../lib/window-text';
import { DeleteLink } from '../../catalog';
import { PromoFields } from '../PromoFields';
import { EndGroupBuy } from '../components/EndGroupBuy';

const STATE = {
  live: <Tag color="green">进行中</Tag>,
  scheduled: <Tag color="blue">未开始</Tag>,
  ended: <Tag>已结束</Tag>,
  off: <Tag color="default">已下线</Tag>,
};
const DEFAULTS: Record<PromoKind, Record<string, unknown>> = {
  coupon: { kind: 'coupon', rule_type: 'full_reduction', rate_permille: 1000 },
  campaign: { per_buyer: 1, valid_days: 30, is_active: true },
  manjian: { all_goods: false, goods_ids: [], tiers: [{}], is_active: true },
  flash: { limit_per_buyer: 0, is_active: true },
  special: { kind: 'daily_special', mode: 'rate', rate_permille: 900, goods_ids: [], is_active: true },
  combination: { items: [{ number: 1 }, { number: 1 }], is_active: true },
  gift: { every: 10, give: 1, repeat: true, is_active: true },
  zone: { template: 'zqmb', theme: '#c9252b', sections: [{ title: '', goods_ids: [] }], is_active: true },
  cashback: { rate_permille: 50, is_active: true },
  points: { cash: '0', per_buyer: 0, sort: 0, is_active: true },
  draw: {
    max_per_buyer: 1,
    prizes: [
      { name: '谢谢参与', kind: 'none', weight: 50, stock: 0 },
      { kind: 'coupon', weight: 10, stock: 100 },
    ],
    is_active: true,
  },
  groupbuy: { group_size: 2, per_buyer: 10, sort: 0, is_active: true },
};
/** What the result columns count, where a kind's claims and orders mean something of their own. */
const RESULT_TITLES: Partial<Record<PromoKind, [string, string, string]>> = {
  cashback: ['返现人次', '订单', '返现(元)'],
  points: ['兑换件数', '兑换单', '让利(元)'],
  draw: ['抽奖次数', '用券订单', '让利(元)'],
  groupbuy: ['参团人次', '成团', '让利(元)'],
};

type Values = Record<string, unknown> & { range?: [Dayjs | null, Dayjs | null] | null };

/** 促销管理: every kind the storefront and the pricing engine read, with what each achieved. */
export function PromotionsPage({ kind: initial = 'manjian' }: { kind?: PromoKind }) {
  const [kind, setKind] = useState<PromoKind>(initial);
  const qc = useQueryClient();
  const { data = [], isFetching } = useQuery({
    queryKey: ['admin', 'promotions', kind],
    queryFn: () => api.get<PromoRow[]>(`/promotions/${kind}`),
  });
  const [editing, setEditing] = useState<PromoRow | 'new' | null>(null);
  const [form] = Form.useForm<Values>();
  const open = (row: PromoRow | 'new') => {
    setEditing(row);
    form.resetFields();
    const input = row === 'new' ? DEFAULTS[kind] : row.input;
    const s = input.starts_at as string | null | undefined;
    const e = input.ends_at as string | null | undefined;
    form.setFieldsValue({ ...input, range: s || e ? [s ? dayjs(s) : null, e ? dayjs(e) : null] : null });
  };
  const submit = async ({ range, ...v }: Values) => {
    const body = {
      ...v,
      starts_at: range?.[0]?.toISOString() ?? null,
      ends_at: range?.[1]?.toISOString() ?? null,
    };
    await (editing === 'new'
      ? api.post<unknown, typeof PromoBodySchema>(`/promotions/${kind}`, body)
      : api.put<unknown, typeof PromoBodySchema>(`/promotions/${kind}/${(editing as PromoRow).id}`, body));
    message.success('已保存');
    setEditing(null);
    void qc.invalidateQueries({ queryKey: ['admin', 'promotions'] });
  };
  const [claims, orders, given] = RESULT_TITLES[kind] ?? ['领取', '订单', '让利(元)'];
  const refresh = () => void qc.invalidateQueries({ queryKey: ['admin', 'promotions'] });
  const toggle = async (r: PromoRow) => {
    await api.post<unknown, typeof PromoSwitchBodySchema>(`/promotions/${kind}/${r.id}/switch`, {
      is_active: !r.is_active,
    });
    void qc.invalidateQueries({ queryKey: ['admin', 'promotions', kind] });
  };
  return (
    <PageContainer
      title="促销管理"
      tabActiveKey={kind}
      tabList={Object.entries(PROMO_KINDS).map(([key, tab]) => ({ key, tab }))}
      onTabChange={(k) => setKind(k as PromoKind)}
    >
      <Table
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data}
        pagination={{ pageSize: 20 }}
        title={() => (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
            新建{PROMO_KINDS[kind]}
          </Button>
        )}
        columns={[
          { title: '编号', dataIndex: 'id', width: 60 },
          { title: '名称', dataIndex: 'name', width: 200, ellipsis: true },
          { title: '规则', dataIndex: 'summary', ellipsis: true },
          {
            title: '时间',
            width: 290,
            render: (_, r: PromoRow) =>
              kind === 'coupon'
                ? '领取时确定'
                : kind === 'cashback'
                  ? '按自然月'
                  : windowText(r.starts_at, r.ends_at),
          },
          { title: '状态', dataIndex: 'state', width: 80, render: (v: PromoRow['state']) => STATE[v] },
          { title: claims, dataIndex: 'claims', width: 80, align: 'right' },
          { title: orders, dataIndex: 'orders', width: 80, align: 'right' },
          { title: given, dataIndex: 'given', width: 100, align: 'right' },
          {
            title: '操作',
            width: 190,
            render: (_, r: PromoRow) => (
              <>
                <a onClick={() => open(r)}>编辑</a>
                {kind !== 'coupon' && (
                  <a style={{ marginLeft: 12 }} onClick={() => void toggle(r)}>
                    {r.is_active ? '下线' : '上线'}
                  </a>
                )}
                {kind === 'groupbuy' && r.input.status === 'open' && (
                  <EndGroupBuy id={r.id} onDone={refresh} />
                )}
                <DeleteLink
                  url={`/promotions/${kind}/${r.id}`}
                  what={`${PROMO_KINDS[kind]}「${r.name}」`}
                  onDone={refresh}
                />
              </>
            ),
          },
        ]}
      />
      <Modal
        title={`${editing === 'new' ? '新建' : '编辑'}${PROMO_KINDS[kind]}`}
        width={760}
        open={editing !== null}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" size="small" onFinish={(v) => void submit(v)}>
          <PromoFields kind={kind} />
        </Form>
      </Modal>
    </PageContainer>
  );
}
