import { Select, Space } from 'antd';
import type { Statement } from '@shop/shared';

type Format = 'pdf' | 'xlsx';

/**
 * The month picker and the two downloads above a 对账单: the buyer's own statement and the head
 * office's view of a store's statement differ only in where the file comes from.
 */
export function StatementToolbar({
  data,
  onMonth,
  urlOf,
}: {
  data: Statement;
  onMonth: (month: string) => void;
  urlOf: (month: string, format: Format) => string;
}) {
  return (
    <Space>
      <Select
        size="small"
        value={data.month}
        onChange={onMonth}
        options={data.months.map((m) => ({ value: m, label: m }))}
        aria-label="月份"
      />
      <a href={urlOf(data.month, 'pdf')}>下载PDF</a>
      <a href={urlOf(data.month, 'xlsx')}>下载Excel</a>
    </Space>
  );
}
