/**
 * What steps 1 and 2 of registration collected, kept in memory only (a password never goes to
 * storage). A reload loses it and the page sends the buyer back to the step it needs. `chain`
 * marks the head-office variant (/register/dd/step1-3).
 */
import type { z } from 'zod';
import type { Step2Schema } from '@shop/shared';

export interface RegisterDraft {
  phone?: string;
  chain?: boolean;
  /** A scanned WeChat not yet bound: bound to the account once registration completes. */
  wechatScene?: string;
  step2?: z.infer<typeof Step2Schema>;
}
export const registerDraft: RegisterDraft = {};

/** The path of a registration step in the single (/register) or chain (/register/dd) variant. */
export const stepPath = (chain: boolean, step: 1 | 2 | 3) => `/register${chain ? '/dd' : ''}/step${step}`;
