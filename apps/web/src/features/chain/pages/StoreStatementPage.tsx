import { useState } from 'react';
import { Skeleton } from 'antd';
import { StatementSheet, StatementToolbar } from '../../credit';
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
          <StatementToolbar
            data={data}
            onMonth={setMonth}
            urlOf={(month, format) => storeStatementDownloadUrl(storeId, month, format)}
          />
        )
      }
    >
      {data ? <StatementSheet data={data} /> : <Skeleton active title={false} paragraph={{ rows: 6 }} />}
    </StoreFrame>
  );
}
