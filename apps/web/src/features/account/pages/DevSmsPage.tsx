import { Alert, Table } from 'antd';
import { Panel } from '../../../components/common/Panel';
import { useSmsOutbox } from '../api/account';

/** /dev/sms: the sandbox SMS outbox, for trying the shop without a phone. Absent in production. */
export default function DevSmsPage() {
  const q = useSmsOutbox();
  return (
    <div style={{ width: 1200, margin: '16px auto' }}>
      <Panel title="短信沙箱发件箱（仅开发环境）">
        {q.isError ? (
          <Alert type="info" showIcon title="当前环境未启用短信沙箱。" />
        ) : (
          <Table
            rowKey="id"
            size="small"
            loading={q.isLoading}
            pagination={false}
            dataSource={q.data?.list ?? []}
            locale={{ emptyText: '暂无短信' }}
            columns={[
              {
                title: '时间',
                dataIndex: 'created_at',
                width: 180,
                render: (v: string) => new Date(v).toLocaleString('zh-CN'),
              },
              { title: '手机号', dataIndex: 'phone', width: 140 },
              { title: '内容', dataIndex: 'content' },
            ]}
          />
        )}
      </Panel>
    </div>
  );
}
