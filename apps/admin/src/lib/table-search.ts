import type { ProColumns } from '@ant-design/pro-components';

/**
 * Search fields several queue tables share: a free keyword box, and a date column searched as a
 * range the server reads as `from`/`to` (China days).
 */
export const keywordSearch = <T>(placeholder: string): ProColumns<T> => ({
  title: '关键词',
  dataIndex: 'keyword',
  hideInTable: true,
  fieldProps: { placeholder },
});

export const dateRangeSearch = {
  valueType: 'dateRange',
  search: { transform: (v: [string, string]) => ({ from: v[0], to: v[1] }) },
} as const;
