import { Button, Dropdown } from 'antd';
import { DownOutlined, ShopOutlined } from '@ant-design/icons';
import type { Store } from '@shop/shared';
import { useChainSwitch } from './useChainSwitch';
import './store-switcher.css';

const menuOf = (targets: Store[], go: (s: Store) => void) => ({
  items: targets.map((s) => ({ key: String(s.user_id), label: s.company })),
  onClick: ({ key }: { key: string }) => {
    const s = targets.find((t) => String(t.user_id) === key);
    if (s) go(s);
  },
});

/** Top bar, beside the company: the head office (or a store it acts as) picks a store to buy for. */
export function StoreSwitchMenu() {
  const { state, go } = useChainSwitch(true);
  if (!state || state.targets.length === 0) return null;
  return (
    <Dropdown menu={menuOf(state.targets, go)} trigger={['click']}>
      <button type="button" className="ky-store-switch" aria-label="切换门店采购">
        切换门店 <DownOutlined style={{ fontSize: 10 }} />
      </button>
    </Dropdown>
  );
}

/**
 * Under the header on every page while the head office acts as one of its stores: which store the
 * cart, addresses and orders belong to now, and the way back to the head office.
 */
export function ActingStoreBar() {
  const { state, go, pending } = useChainSwitch(true);
  if (!state?.acting) return null;
  const { head, current, targets } = state;
  return (
    <div className="ky-acting-bar" role="status" aria-label="门店采购身份">
      <div className="ky-acting-inner">
        <ShopOutlined aria-hidden />
        <span>
          正在以 <strong>{current?.company ?? '门店'}</strong> 身份采购
        </span>
        <span className="ky-acting-note">购物车、收货地址、资质与订单均为该门店</span>
        <span className="ky-acting-actions">
          {targets.length > 0 && (
            <Dropdown menu={menuOf(targets, go)} trigger={['click']}>
              <Button size="small" ghost>
                换一个门店 <DownOutlined />
              </Button>
            </Dropdown>
          )}
          {head && (
            <Button size="small" loading={pending} onClick={() => go(head)}>
              切回总部
            </Button>
          )}
        </span>
      </div>
    </div>
  );
}
