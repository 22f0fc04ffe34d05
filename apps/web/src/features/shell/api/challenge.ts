import { SignInChallengeSchema, type SignInChallenge } from '@shop/shared';

// Apart from session.ts: the header's logout button imports that file, and this parse would put zod
// in front of every page's first paint; only the login page needs it.
export type LoginChallenge = SignInChallenge;

/** The question a refused sign-in carries, if any. */
export const challengeOf = (data: unknown): LoginChallenge | null => {
  const c = SignInChallengeSchema.safeParse((data as { challenge?: unknown } | null)?.challenge);
  return c.success ? c.data : null;
};
