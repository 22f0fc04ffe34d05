import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../config';
import { SESSION_COOKIE } from '../../plugins/auth-context';

/** Read by the storefront (apps/web/src/features/shell/signInHint.ts). */
export const SIGN_IN_HINT_COOKIE = 'ky_login';

/** The session cookie's options; Secure only where the public origin is https (http://127.0.0.1 must still sign in). */
export function sessionCookieOptions(config: AppConfig) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.PUBLIC_ORIGIN?.startsWith('https://') ?? false,
    maxAge: config.SESSION_ABSOLUTE_HOURS * 3600,
  };
}

/**
 * Every way in (password, registration, WeChat, store switch) sets the session here, with a
 * readable hint beside it. The hint is not a credential: it tells the storefront this browser may
 * be signed in, so visitors skip the base-info call (a 401 there is a console error on every first
 * visit) and pages that need a session send them to /login before drawing.
 */
export function setSessionCookie(reply: FastifyReply, config: AppConfig, token: string): void {
  const options = sessionCookieOptions(config);
  reply.setCookie(SESSION_COOKIE, token, options);
  reply.setCookie(SIGN_IN_HINT_COOKIE, '1', { ...options, httpOnly: false });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(SIGN_IN_HINT_COOKIE, { path: '/' });
}
