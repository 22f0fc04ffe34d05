import { reactionFor } from '@shop/shared/api/envelope';
import { feedback } from './feedback';

/** A failed call as the caller sees it; `handled` says the global catalogue already reacted. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
    readonly status?: number,
    readonly handled = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The earlier of two identical requests, superseded by the newer one: never shown to the buyer. */
export class ApiCanceledError extends Error {
  constructor() {
    super('请求已取消');
    this.name = 'ApiCanceledError';
  }
}

export class ApiTimeoutError extends Error {
  constructor() {
    super('请求超时，请刷新页面');
    this.name = 'ApiTimeoutError';
  }
}

export const CONTRACT_PATH = '/dzht';

function loginTarget(): string {
  const here = feedback().location();
  if (here.startsWith('/login')) return '/login';
  return `/login?redirect=${encodeURIComponent(here)}`;
}

/** Spec §8 verbatim: the shared table decides, this function only carries it out. */
export function react(code: number, msg: string, status?: number): void {
  const reaction = reactionFor(code, msg, status);
  const fb = feedback();
  switch (reaction.kind) {
    case 'none':
      return;
    case 'login':
      fb.navigate(loginTarget());
      return;
    case 'contract':
      fb.alert('温馨提示', reaction.msg, () => fb.navigate(CONTRACT_PATH));
      return;
    case 'toast':
      fb.toast(reaction.msg);
      return;
    case 'alert':
      fb.alert(reaction.title, reaction.msg);
      return;
  }
}
