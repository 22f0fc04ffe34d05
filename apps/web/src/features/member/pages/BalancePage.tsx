import { Pagination } from 'antd';
import { useSearchParams } from 'react-router';
import { Panel } from '../../../components/common/Panel';
import { MemberFrame } from '../components/MemberSideNav';
import { useMoneyLogQuery } from '../api/moneyLog';
import { useUserMoneyQuery } from '../api/userMoney';
import { MoneyLogFilter } from '../components/MoneyLogFilter';
import { MoneyLogTable } from '../components/MoneyLogTable';
import {
  MONEY_LOG_PAGE_SIZE,
  moneyLogSearch,
  readMoneyLogState,
  withRange,
  withUseType,
  type MoneyLogState,
} from '../lib/moneyLogQuery';
import '../member.css';

/** /wdqb/yegl 余额管理: the balance and its log, filtered by type and date, page by page. */
export default function BalancePage() {
  const [search, setSearch] = useSearchParams();
  const state = readMoneyLogState(search);
  const money = useUserMoneyQuery().data;
  const log = useMoneyLogQuery(state);
  const go = (next: MoneyLogState) => setSearch(moneyLogSearch(next));
  const total = log.data?.total ?? 0;

  return (
    <MemberFrame>
      <Panel title="余额管理">
        <div style={{ display: 'flex', alignItems: 'baseline', gap: 24 }}>
          <span>
            账户余额：
            <b style={{ fontSize: 24, color: '#d4282d' }}>¥{money?.balance ?? '—'}</b>
          </span>
          <span style={{ color: '#999', fontSize: 12 }}>余额可在提交订单时选择“余额支付”直接抵扣。</span>
        </div>
      </Panel>
      <Panel title="余额明细">
        <MoneyLogFilter
          state={state}
          onType={(t) => go(withUseType(state, t))}
          onRange={(s, e) => go(withRange(state, s, e))}
        />
        <MoneyLogTable rows={log.data?.list ?? []} loading={log.isFetching} />
        {total > 0 && (
          <Pagination
            style={{ marginTop: 12, justifyContent: 'flex-end' }}
            current={state.page}
            pageSize={MONEY_LOG_PAGE_SIZE}
            total={total}
            showSizeChanger={false}
            showTotal={(t) => `共 ${t} 条`}
            onChange={(page) => go({ ...state, page })}
          />
        )}
      </Panel>
    </MemberFrame>
  );
}
