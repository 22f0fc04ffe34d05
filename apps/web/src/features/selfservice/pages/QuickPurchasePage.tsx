import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { Panel } from '../../../components/common/Panel';
import { MemberFrame } from '../../member';
import { FastBuyTable } from '../components/FastBuyTable';
import { ListMatcher } from '../components/ListMatcher';
import { PurchaseRecordTable } from '../components/PurchaseRecordTable';

const TABS = ['list', 'fast', 'records'] as const;

/** /kjcg (alias /zzfw_kjcg) 快捷采购: paste or upload a list, frequently bought goods, purchase records. */
export default function QuickPurchasePage() {
  const [search, setSearch] = useSearchParams();
  const tab = TABS.find((t) => t === search.get('tab')) ?? 'list';
  return (
    <MemberFrame>
      <Panel title="快捷采购">
        <Tabs
          activeKey={tab}
          onChange={(k) => setSearch(k === 'list' ? '' : `?tab=${k}`)}
          items={[
            { key: 'list', label: '采购单导入', children: <ListMatcher /> },
            { key: 'fast', label: '常购商品', children: <FastBuyTable /> },
            { key: 'records', label: '采购记录', children: <PurchaseRecordTable /> },
          ]}
        />
      </Panel>
    </MemberFrame>
  );
}
