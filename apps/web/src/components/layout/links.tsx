import type { ReactNode } from 'react';
import { Link } from 'react-router';

const isExternal = (url: string) => /^(https?:)?\/\//.test(url);

/** Back-office links may be in-app paths or other sites; in-app ones use the router. */
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
  if (!url) return <span className={className}>{children}</span>;
  if (isExternal(url) || newTab) {
    return (
      <a href={url} className={className} title={title} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link to={url} className={className} title={title}>
      {children}
    </Link>
  );
}
