import type { Store } from '@shop/shared';
import { message } from '../../../lib/feedback';
import { useStoresQuery, useSwitchStore } from '../api/stores';
import { chainActingOf } from './chainActing';

/**
 * The header's store switching: who the session buys for, and a switch that lands where that
 * account works (a store on its cart, the head office back on its overview of the stores).
 */
export function useChainSwitch(enabled: boolean) {
  const state = chainActingOf(useStoresQuery(enabled).data);
  const switchTo = useSwitchStore();
  const go = (s: Store) =>
    switchTo.mutate(
      { userId: s.user_id, landing: s.is_head ? '/zhzx/lszb' : '/cart' },
      {
        onSuccess: () =>
          message.success(s.is_head ? '已切回总部' : `已切换到「${s.company}」，现在为该门店采购`),
      },
    );
  return { state, go, pending: switchTo.isPending };
}
