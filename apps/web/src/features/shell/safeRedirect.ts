/**
 * Where to go after signing in: only an in-app path, never another site (an open redirect would
 * let a phishing link borrow our login page) and never back to /login itself.
 */
export function safeRedirect(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  if (raw === '/login' || raw.startsWith('/login?')) return '/';
  return raw;
}
