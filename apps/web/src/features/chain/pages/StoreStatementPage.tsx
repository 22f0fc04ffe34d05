import { useState } from 'react';
import { Select, Skeleton, Space } from 'antd';
import { StatementSheet } from '../../credit';
import { storeStatementDownloadUrl, useStoreStatement } from '../api/chain';
import { StoreFrame, useStoreId } from '../components/StoreFrame';

/**
 * /zhzx/lszb/:storeId/dzd 门店对账单: the head office reads a store's month as the store sees it.
 * Confirming or disputing stays with the store (its own 对账单 page); the head office reads it and
 * downloads it for its own books.
 */
export default function StoreStatementPage() {
  const storeId = useStoreId();
  const [month, setMonth] = useState<string | undefined>(undefined);
  const { data } = useStoreStatement(storeId, month);
  return (
    <StoreFrame
      title={data ? `对账单 ${data.month}` : '对账单'}
      extra={
        data && (
          <Space>
            <Select
              size="small"
              value={data.month}
              onChange={setMonth}
              options={data.months.map((m) => ({ value: m, label: m }))}
              aria-label="月份"
            />
            <a href={storeStatementDownloadUrl(storeId, data.month, 'pdf')}>下载PDF</a>
            <a href={storeStatementDownloadUrl(storeId, data.month, 'xlsx')}>下载Excel</a>
          </Space>
        )
      }
    >
      {data ? <StatementSheet data={data} /> : <Skeleton active title={false} paragraph={{ rows: 6 }} />}
    </StoreFrame>
  );
}
