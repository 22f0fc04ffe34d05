import { useState } from 'react';
import { Alert, App, Button, List, Modal, Space } from 'antd';
import type { AdminBulkResult } from '@shop/shared';

export interface BulkAction {
  key: string;
  label: string;
  run: (ids: number[]) => Promise<AdminBulkResult>;
}

/**
 * The bar above a queue table once rows are chosen (the choice survives paging): each action runs
 * over every chosen row; rows the server refused are listed with the reason, the rest are done.
 */
export function BulkActions({
  selected,
  actions,
  onDone,
  rowName = (id) => `#${id}`,
}: {
  selected: number[];
  actions: BulkAction[];
  onDone: (done: number[]) => void;
  rowName?: (id: number) => string;
}) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState<string | null>(null);
  const [refused, setRefused] = useState<AdminBulkResult['refused']>([]);
  const run = async (a: BulkAction) => {
    setBusy(a.key);
    try {
      const r = await a.run(selected);
      if (r.done.length) message.success(`${a.label}：已处理 ${r.done.length} 条`);
      setRefused(r.refused);
      onDone(r.done);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Space>
        <span>已选 {selected.length} 条（可跨页选择）</span>
        {actions.map((a) => (
          <Button
            key={a.key}
            size="small"
            type="primary"
            disabled={selected.length === 0}
            loading={busy === a.key}
            onClick={() => void run(a)}
          >
            {a.label}
          </Button>
        ))}
      </Space>
      <Modal open={refused.length > 0} title="以下记录未处理" footer={null} onCancel={() => setRefused([])}>
        <Alert type="warning" showIcon title="其余所选记录已处理完成" style={{ marginBottom: 12 }} />
        <List
          size="small"
          dataSource={refused}
          renderItem={(r) => (
            <List.Item>
              {rowName(r.id)}：{r.reason}
            </List.Item>
          )}
        />
      </Modal>
    </>
  );
}
