import { useRef, useState } from 'react';
import { PageContainer, ProTable, type ActionType } from '@ant-design/pro-components';
import { Button, InputNumber, Space } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { download } from '../../../lib/api';
import { fetchLots, type AdminLot } from '../api/lots';
import { lotColumns } from '../components/lotColumns';

const VIEWS = { all: '全部批次', near: '近效期', frozen: '质量冻结', expired: '已过期' } as const;
type View = keyof typeof VIEWS;

/** 批次库存: every lot, the near-expiry list that feeds /jxqzc, frozen and expired lots. */
export function LotsPage({ initial = 'all' }: { initial?: View }) {
  const ref = useRef<ActionType>(null);
  const [view, setView] = useState<View>(initial);
  const [days, setDays] = useState(180);
  const reload = () => void ref.current?.reload();
  return (
    <PageContainer
      title="批次库存"
      subTitle="近效期：库存>0、未冻结、在所选天数内到期（前台「近效期专区」同一规则，默认180天）"
      tabActiveKey={view}
      tabList={Object.entries(VIEWS).map(([key, tab]) => ({ key, tab }))}
      onTabChange={(k) => {
        setView(k as View);
        reload();
      }}
    >
      <ProTable<AdminLot>
        actionRef={ref}
        rowKey="id"
        size="small"
        columns={lotColumns(true)}
        scroll={{ x: 1500 }}
        params={{ view, days }}
        request={async (p) => {
          const { current, pageSize, ...rest } = p;
          const res = await fetchLots({ ...rest, page: current, page_size: pageSize });
          return { data: res.list, total: res.total, success: true };
        }}
        pagination={{ defaultPageSize: 20 }}
        search={{ labelWidth: 'auto' }}
        toolBarRender={() => [
          view === 'near' && (
            <Space key="days">
              到期天数
              <InputNumber min={1} max={730} value={days} onChange={(v) => setDays(v ?? 180)} />
            </Space>
          ),
          <Button key="export" icon={<DownloadOutlined />} onClick={() => void download('/export/stock')}>
            导出库存
          </Button>,
        ]}
      />
    </PageContainer>
  );
}
