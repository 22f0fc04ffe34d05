/**
 * What steps 1 and 2 of registration collected, kept in memory only (a password never goes to
 * storage). A reload loses it and the page sends the buyer back to the step it needs.
 */
export interface RegisterDraft {
  phone?: string;
  step2?: { username: string; password: string; password_confirmation: string; kind: string };
}
export const registerDraft: RegisterDraft = {};
