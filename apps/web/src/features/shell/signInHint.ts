/**
 * Whether this browser may hold a session, read before any call. The session is an httpOnly cookie
 * the page cannot see; two hints stand in for it: the spec's login flag (localStorage, set by every
 * sign-in in this app, cleared at logout) and a readable `ky_login` cookie the server sets beside
 * the session at POST /api/user/login (so a session opened by a plain API call counts too). Without
 * either, the visitor's base-info call would only answer 401 — a console error on every first visit
 * — so it is not made, and pages that need a session go to /login before they render. A stale hint
 * costs one 401, after which it is forgotten.
 */
export const LOGIN_FLAG = 'ky_login';
const HINT_COOKIE = 'ky_login';

export function mayBeSignedIn(): boolean {
  if (typeof window === 'undefined') return false;
  return localStorage.getItem(LOGIN_FLAG) === '1' || document.cookie.split('; ').includes(`${HINT_COOKIE}=1`);
}

export function rememberSignIn(): void {
  localStorage.setItem(LOGIN_FLAG, '1');
}

export function forgetSignIn(): void {
  localStorage.removeItem(LOGIN_FLAG);
  document.cookie = `${HINT_COOKIE}=; path=/; max-age=0`;
}
