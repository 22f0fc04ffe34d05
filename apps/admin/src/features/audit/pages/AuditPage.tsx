import { useState } from 'react';
import { PageContainer, ProTable, type ProColumns } from '@ant-design/pro-components';
import { Alert, Button, Space, Typography } from 'antd';
import { DownloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { AuditRow } from '@shop/shared';
import { download } from '../../../lib/api';
import { useCan } from '../../../lib/session';
import { fetchAudit, useAuditVerify } from '../api/audit';

const show = (v: unknown) => (v === null || v === undefined ? '—' : JSON.stringify(v));

const columns: ProColumns<AuditRow>[] = [
  { title: '序号', dataIndex: 'seq', width: 70, search: false },
  {
    title: '时间',
    dataIndex: 'at',
    width: 160,
    valueType: 'dateRange',
    render: (_, r) => dayjs(r.at).format('YYYY-MM-DD HH:mm:ss'),
    search: { transform: (v: [string, string]) => ({ from: v[0], to: v[1] }) },
  },
  { title: '操作员', dataIndex: 'operator_name', width: 110, ellipsis: true, search: false },
  { title: 'IP', dataIndex: 'ip', width: 130, ellipsis: true, search: false },
  { title: '操作', dataIndex: 'action', width: 170, ellipsis: true },
  { title: '对象类型', dataIndex: 'target_type', width: 90, ellipsis: true },
  { title: '对象编号', dataIndex: 'target_id', width: 100, ellipsis: true },
  { title: '说明', dataIndex: 'summary', width: 360, ellipsis: true, search: false },
  {
    title: '修改前 → 修改后',
    search: false,
    width: 320,
    render: (_, r) => (
      <Typography.Text
        style={{ fontSize: 12 }}
        ellipsis={{ tooltip: `${show(r.before)} → ${show(r.after)}` }}
      >
        {show(r.before)} → {show(r.after)}
      </Typography.Text>
    ),
  },
];

/** 操作日志: every operator write, its chain check and the Excel export for a GSP inspection. */
export function AuditPage() {
  const [verifying, setVerifying] = useState(false);
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const verify = useAuditVerify(verifying);
  const can = useCan();
  return (
    <PageContainer title="操作日志" subTitle="每条记录含上一条的校验值，任何修改或删除都会在校验时显示出来">
      {verify.data && (
        <Alert
          style={{ marginBottom: 12 }}
          type={verify.data.ok ? 'success' : 'error'}
          showIcon
          title={
            verify.data.ok
              ? `校验通过：共 ${verify.data.checked} 条记录，日志链完整`
              : `校验失败：${verify.data.reason}`
          }
          description={`校验时间 ${dayjs(verify.data.verified_at).format('YYYY-MM-DD HH:mm:ss')}${
            verify.data.broken_at ? `，断点位于第 ${verify.data.broken_at} 条` : ''
          }`}
        />
      )}
      <ProTable<AuditRow>
        rowKey="seq"
        size="small"
        columns={columns}
        tableLayout="fixed"
        scroll={{ x: 1540 }}
        request={async (params) => {
          const { current, pageSize, ...rest } = params;
          setFilters(rest);
          const res = await fetchAudit({ ...rest, page: current, page_size: pageSize });
          return { data: res.list, total: res.total, success: true };
        }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        search={{ labelWidth: 'auto' }}
        toolBarRender={() => [
          <Button
            key="verify"
            icon={<SafetyCertificateOutlined />}
            loading={verify.isFetching}
            onClick={() => (verifying ? void verify.refetch() : setVerifying(true))}
          >
            校验日志链
          </Button>,
          can('audit.export') && (
            <Button
              key="export"
              type="primary"
              icon={<DownloadOutlined />}
              onClick={() => void download('/audit/export', filters)}
            >
              导出Excel
            </Button>
          ),
        ]}
        headerTitle={<Space>操作记录</Space>}
      />
    </PageContainer>
  );
}
