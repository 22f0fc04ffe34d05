import { useState, type ReactNode } from 'react';
import { Alert, App, Button, List, Modal, Space } from 'antd';
import type { AdminBulkResult } from '@shop/shared';

/** What a dialog action is given: the chosen ids, and where to report the server's per-row result. */
export interface BulkDialogProps {
  ids: number[];
  onClose: () => void;
  onResult: (r: AdminBulkResult) => void;
}

/**
 * An action runs straight over the chosen ids, or (`dialog`) first asks for each row's own input
 * (a carrier and tracking no., a bank serial) and reports the result the same way.
 */
export type BulkAction = { key: string; label: string } & (
  | { run: (ids: number[]) => Promise<AdminBulkResult>; dialog?: never }
  | { dialog: (p: BulkDialogProps) => ReactNode; run?: never }
);

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
  const [asking, setAsking] = useState<BulkAction | null>(null);
  const report = (a: BulkAction, r: AdminBulkResult) => {
    if (r.done.length) message.success(`${a.label}：已处理 ${r.done.length} 条`);
    setRefused(r.refused);
    onDone(r.done);
  };
  const run = async (a: BulkAction) => {
    if (!a.run) return setAsking(a);
    setBusy(a.key);
    try {
      report(a, await a.run(selected));
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
      {asking?.dialog?.({
        ids: selected,
        onClose: () => setAsking(null),
        onResult: (r) => {
          setAsking(null);
          report(asking, r);
        },
      })}
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
