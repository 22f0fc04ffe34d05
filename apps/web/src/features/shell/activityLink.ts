/** What an activity link asks for (spec §4, §8 "dead links"). */
export type ActivityTarget =
  | { kind: 'empty'; msg: '活动未开始' }
  | { kind: 'message'; msg: string }
  | { kind: 'internal'; to: string }
  | { kind: 'external'; href: string };

/**
 * Back-office activity links: empty → not started; '*text' or 'x#text' carry a message to show
 * instead of navigating; http(s) links leave the shop; anything else is an in-app path.
 */
export function parseActivityLink(raw: string | null | undefined): ActivityTarget {
  const link = (raw ?? '').trim();
  if (!link) return { kind: 'empty', msg: '活动未开始' };
  if (link.startsWith('*')) return { kind: 'message', msg: link.slice(1).trim() || '活动暂未开始' };
  const hash = link.indexOf('#');
  if (hash >= 0) return { kind: 'message', msg: link.slice(hash + 1).trim() || '活动暂未开始' };
  if (/^https?:\/\//i.test(link)) return { kind: 'external', href: link };
  const path = link.startsWith('/') ? link : `/${link}`;
  // '//evil.example' would be read as another host by the browser.
  return { kind: 'internal', to: path.replace(/^\/+/, '/') };
}
