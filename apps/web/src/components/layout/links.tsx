import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { parseActivityLink } from '../../features/shell/activityLink';
import { modal } from '../../lib/feedback';

/**
 * Every back-office link (nav, ads, zone tiles) follows spec §4's activity-link rules: an empty
 * link says 活动未开始, a '*text' or 'x#text' link shows its text as an alert instead of leaving,
 * http(s) links leave the shop, and anything else is an in-app path through the router.
 */
export function SmartLink({
  url,
  newTab,
  className,
  children,
  title,
}: {
  url: string;
  newTab?: boolean;
  className?: string;
  children: ReactNode;
  title?: string;
}) {
  const target = parseActivityLink(url);
  if (target.kind === 'empty' || target.kind === 'message') {
    const say = (e: MouseEvent) => {
      e.preventDefault();
      modal.info({ title: '温馨提示', content: target.msg, okText: '知道了' });
    };
    return (
      <a href="#" role="button" className={className} title={title} onClick={say}>
        {children}
      </a>
    );
  }
  if (target.kind === 'external' || newTab) {
    const href = target.kind === 'external' ? target.href : target.to;
    return (
      <a href={href} className={className} title={title} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link to={target.to} className={className} title={title}>
      {children}
    </Link>
  );
}
