import type { Store, StoreList } from '@shop/shared';

export interface ChainActing {
  /** The signed-in session is a store the head office switched to (not the head itself). */
  acting: boolean;
  current: Store | undefined;
  head: Store | undefined;
  /** Where a switch may go: the chain's reviewed stores other than the current one. */
  targets: Store[];
}

/**
 * What the header's store switcher shows, from /user/stores: nothing for an account that may not
 * switch (a single pharmacy, or a store signed in by itself); for the head office its stores; for a
 * head office acting as a store, that store, the way back and the other stores.
 */
export function chainActingOf(list: StoreList | undefined): ChainActing | null {
  if (!list?.chain || !list.can_switch) return null;
  return {
    acting: !list.is_head,
    current: list.list.find((s) => s.is_current),
    head: list.list.find((s) => s.is_head),
    targets: list.list.filter((s) => !s.is_head && !s.is_current && s.is_passed),
  };
}
