import { useRef, useState } from 'react';
import { ProTable, type ProColumns, type ProFormInstance } from '@ant-design/pro-components';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { BulkReplyDialog } from './BulkReplyDialog';
import { BulkActions, type BulkDialogProps } from '../../../components/BulkActions';
import { SavedFilters } from '../../../components/SavedFilters';
import { download } from '../../../lib/api';
import { useUrlFilters } from '../../../lib/url-filters';

interface Props<Row extends { id: number }> {
  /** The queue: its saved filters, bulk reply and export share the name. */
  what: 'feedback' | 'wanted';
  columns: (reload: () => void) => ProColumns<Row>[];
  fetch: (params: Record<string, unknown>) => Promise<{ list: Row[]; total: number }>;
  /** The reply 批量回复 starts from. */
  placeholder: string;
  /** How a row is named when the server reports it answered meanwhile. */
  rowName: (row: Row | undefined, id: number) => string;
  scrollX: number;
}

/**
 * A queue of buyers' messages the service desk answers (意见反馈, 品种求购): filter, save the
 * filter, reply to many at once, export. One table so the two queues behave alike.
 */
export function ReplyQueueTable<Row extends { id: number }>(p: Props<Row>) {
  const urlFilters = useUrlFilters();
  const form = useRef<ProFormInstance>(undefined);
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [selected, setSelected] = useState<number[]>([]);
  const seen = useRef(new Map<number, Row>());
  // A new `params` makes ProTable fetch again; the counter is dropped before the request.
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((v) => v + 1);
  return (
    <ProTable<Row>
      rowKey="id"
      size="small"
      params={{ version }}
      columns={p.columns(reload)}
      scroll={{ x: p.scrollX }}
      formRef={form}
      rowSelection={{
        preserveSelectedRowKeys: true,
        selectedRowKeys: selected,
        onChange: (k) => setSelected(k as number[]),
      }}
      tableAlertRender={false}
      toolBarRender={() => [
        <SavedFilters key="saved" table={p.what} form={form} />,
        <BulkActions
          key="bulk"
          selected={selected}
          actions={[
            {
              key: 'reply',
              label: '批量回复',
              dialog: (d: BulkDialogProps) => (
                <BulkReplyDialog {...d} what={p.what} placeholder={p.placeholder} />
              ),
            },
          ]}
          rowName={(id) => p.rowName(seen.current.get(id), id)}
          onDone={(done) => {
            setSelected((s) => s.filter((id) => !done.includes(id)));
            reload();
          }}
        />,
        <Button
          key="x"
          icon={<DownloadOutlined />}
          onClick={() => void download(`/service/${p.what}/export`, filters)}
        >
          导出Excel
        </Button>,
      ]}
      request={async ({ current, pageSize, version: _version, ...rest }) => {
        setFilters(rest);
        const res = await p.fetch({ ...rest, page: current, page_size: pageSize });
        for (const r of res.list) seen.current.set(r.id, r);
        return { data: res.list, total: res.total, success: true };
      }}
      pagination={{ defaultPageSize: 20 }}
      search={{ labelWidth: 'auto' }}
      form={{ initialValues: urlFilters }}
    />
  );
}
