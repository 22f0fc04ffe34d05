import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api';
import { forgetSignIn, mayBeSignedIn } from '../signInHint';
import type { BaseInfo as SignedInBaseInfo } from '@shop/shared';

/**
 * What the header knows of the visitor: the signed-in buyer's base info (the contract), or only
 * whether to show the visitor look when there is none (spec §6).
 */
export type BaseInfo = { show: boolean } & Partial<Omit<SignedInBaseInfo, 'show'>>;

/** Spec §6: what the header shows when base info is not fetched or fails. */
export const VISITOR: BaseInfo = { show: true };
/**
 * Pages that do not fetch base info (spec §6) and have none cached yet: nothing is known of the
 * buyer, so the top bar neither invites to sign in (the page itself needs a session) nor names one.
 */
export const UNFETCHED: BaseInfo = { show: false };

export const isSignedIn = (base: BaseInfo): boolean => Boolean(base.company);

export const baseInfoKey = ['user', 'base'] as const;

/**
 * Silent: a visitor (or a failing call) must still see the header, so any failure becomes the
 * visitor look { show: true } (spec §6) instead of a dialog or a login redirect. A browser with no
 * sign-in hint is a visitor without asking (see signInHint); a refusal forgets a stale hint.
 */
export function useBaseInfoQuery(enabled: boolean) {
  return useQuery({
    queryKey: baseInfoKey,
    enabled,
    queryFn: async ({ signal }) => {
      if (!mayBeSignedIn()) return VISITOR;
      try {
        return await api.get<BaseInfo>('/user/base', undefined, { silent: true, signal });
      } catch (err) {
        if (err instanceof ApiError && (err.status === 401 || err.code === 10001 || err.code === 401))
          forgetSignIn();
        return VISITOR;
      }
    },
    staleTime: 30_000,
  });
}
