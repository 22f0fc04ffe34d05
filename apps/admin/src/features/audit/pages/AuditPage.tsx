import { useState } from 'react';
import { PageContainer, ProTable, type ProColumns } from '@ant-design/pro-components';
import { Alert, Button, Space } from 'antd';
import { DownloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { AUDIT_TARGET_TEXT, auditActionText, auditTargetText, type AuditRow } from '@shop/shared';
import { download } from '../../../lib/api';
import { useCan } from '../../../lib/session';
import { fetchAudit, fetchAuditOperators, useAuditVerify } from '../api/audit';
import { AuditDiff } from '../components/AuditDiff';

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
  {
    title: '操作员',
    dataIndex: 'operator_id',
    width: 130,
    ellipsis: true,
    valueType: 'select',
    request: fetchAuditOperators,
    fieldProps: { showSearch: true },
    render: (_, r) => r.operator_name,
  },
  { title: 'IP', dataIndex: 'ip', width: 120, ellipsis: true, search: false },
  {
    title: '操作',
    dataIndex: 'action',
    width: 150,
    ellipsis: true,
    render: (_, r) => auditActionText(r.action),
  },
  {
    title: '对象',
    dataIndex: 'target_type',
    width: 90,
    valueType: 'select',
    valueEnum: Object.fromEntries(Object.entries(AUDIT_TARGET_TEXT).map(([k, v]) => [k, { text: v }])),
    render: (_, r) => auditTargetText(r.target_type),
  },
  { title: '对象编号', dataIndex: 'target_id', width: 90, ellipsis: true },
  { title: '说明', dataIndex: 'summary', ellipsis: true, search: false },
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
        scroll={{ x: 1180 }}
        expandable={{
          expandedRowRender: (r) => <AuditDiff before={r.before} after={r.after} />,
          rowExpandable: (r) => r.before !== null || r.after !== null,
        }}
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
