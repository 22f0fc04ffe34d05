import { Button, Form, Input, Space, Table } from 'antd';
import { useSearchParams } from 'react-router';
import type { JybgRow } from '@shop/shared';
import { Panel } from '../../../components/common/Panel';
import { MemberFrame } from '../components/MemberSideNav';
import { useJybgQuery } from '../api/jybg';
import '../member.css';

const PAGE_SIZE = 15;
const FIELDS = ['goods_name', 'batch_no', 'sccj'] as const;
type Filter = Partial<Record<(typeof FIELDS)[number], string>>;

const fileName = (r: JybgRow) =>
  `药检报告-${r.goods_name}-${r.batch_no}${/\.\w+$/.exec(r.report_url)?.[0] ?? ''}`;

/**
 * /zhzx/jybg 药检报告: the report of every lot the buyer has received, found by goods name, batch
 * or manufacturer; each can be opened or downloaded. The filter lives in the address, so a
 * bookmarked search reopens as it was.
 */
export default function InspectionReportsPage() {
  const [search, setSearch] = useSearchParams();
  const filter: Filter = {};
  for (const f of FIELDS) {
    const v = search.get(f);
    if (v) filter[f] = v;
  }
  const page = Math.max(1, Number(search.get('page')) || 1);
  const q = useJybgQuery({ ...filter, page }, PAGE_SIZE);
  const apply = (v: Filter, p = 1) => {
    const next = new URLSearchParams();
    for (const f of FIELDS) if (v[f]?.trim()) next.set(f, v[f].trim());
    if (p > 1) next.set('page', String(p));
    setSearch(next);
  };

  return (
    <MemberFrame>
      <Panel title="药检报告">
        <Form<Filter>
          layout="inline"
          initialValues={filter}
          onFinish={(v) => apply(v)}
          style={{ marginBottom: 12 }}
        >
          <Form.Item name="goods_name" label="商品名称">
            <Input allowClear maxLength={40} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="batch_no" label="批号">
            <Input allowClear maxLength={40} style={{ width: 130 }} />
          </Form.Item>
          <Form.Item name="sccj" label="生产厂家">
            <Input allowClear maxLength={40} style={{ width: 180 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
        </Form>
        <Table<JybgRow>
          size="small"
          rowKey="lot_id"
          loading={q.isLoading}
          dataSource={q.data?.list ?? []}
          locale={{ emptyText: '暂无药检报告：仅显示您已采购批次的报告' }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: q.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: (p) => apply(filter, p),
          }}
          columns={[
            { title: '商品名称', dataIndex: 'goods_name', ellipsis: true },
            { title: '规格', dataIndex: 'ypgg', width: 120, ellipsis: true },
            { title: '生产厂家', dataIndex: 'sccj', width: 170, ellipsis: true },
            { title: '批号', dataIndex: 'batch_no', width: 110 },
            { title: '生产日期', dataIndex: 'produced_on', width: 92 },
            { title: '有效期至', dataIndex: 'expires_on', width: 92 },
            { title: '购买数量', dataIndex: 'bought_number', width: 72, align: 'right' },
            {
              title: '最近购买',
              dataIndex: 'last_bought_at',
              width: 92,
              render: (v: string) => v.slice(0, 10),
            },
            {
              title: '报告',
              key: 'report',
              width: 96,
              render: (_: unknown, r) =>
                r.report_url ? (
                  <Space size={8}>
                    <a href={r.report_url} target="_blank" rel="noreferrer">
                      查看
                    </a>
                    <a href={r.report_url} download={fileName(r)}>
                      下载
                    </a>
                  </Space>
                ) : (
                  <span style={{ color: '#999' }}>待上传</span>
                ),
            },
          ]}
        />
      </Panel>
    </MemberFrame>
  );
}
