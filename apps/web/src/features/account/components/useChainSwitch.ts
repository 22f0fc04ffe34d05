import type { Store } from '@shop/shared';
import { useStoresQuery, useSwitchStore } from '../api/stores';
import { chainActingOf } from './chainActing';

/**
 * The header's store switching: who the session buys for, and a switch that lands where that
 * account works (a store on its cart, the head office back on its overview of the stores). The
 * landing page's acting bar says who the session is now, so no toast is needed.
 */
export function useChainSwitch(enabled: boolean) {
  const state = chainActingOf(useStoresQuery(enabled).data);
  const switchTo = useSwitchStore();
  const go = (s: Store) =>
    switchTo.mutate({ userId: s.user_id, landing: s.is_head ? '/zhzx/lszb' : '/cart' });
  return { state, go, pending: switchTo.isPending };
}
