import { useState } from 'react';
import { Select, Skeleton } from 'antd';
import { StatementSheet } from '../../credit';
import { useStoreStatement } from '../api/chain';
import { StoreFrame, useStoreId } from '../components/StoreFrame';

/**
 * /zhzx/lszb/:storeId/dzd 门店对账单: the head office reads a store's month as the store sees it.
 * Confirming or disputing stays with the store (its own 对账单 page), so this view only reads.
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
          <Select
            size="small"
            value={data.month}
            onChange={setMonth}
            options={data.months.map((m) => ({ value: m, label: m }))}
            aria-label="月份"
          />
        )
      }
    >
      {data ? <StatementSheet data={data} /> : <Skeleton active title={false} paragraph={{ rows: 6 }} />}
    </StoreFrame>
  );
}
