/**
 * Where to go after signing in: only an in-app path, never another site (an open redirect would
 * let a phishing link borrow our login page) and never back to /login itself. A browser drops tabs
 * and line breaks from a URL and reads a backslash as a slash, so `/\t/evil.example` and
 * `/\evil.example` become `//evil.example`: any control character or backslash makes it unsafe.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE = /[\u0000-\u001f\u007f\\]/;

export function safeRedirect(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || UNSAFE.test(raw)) return '/';
  if (raw === '/login' || raw.startsWith('/login?')) return '/';
  // Belt and braces: whatever the parser makes of it must stay on this origin.
  const base = 'http://shop.invalid';
  if (new URL(raw, base).origin !== base) return '/';
  return raw;
}
