import { Link } from 'react-router';
import type { NewsType } from '@shop/shared';

const TYPES: Array<{ type: NewsType; name: string }> = [
  { type: 'company', name: '公司新闻' },
  { type: 'hy', name: '行业资讯' },
];

/** Left column of the news pages: the two news sections. */
export function NewsSideNav({ active }: { active: string }) {
  return (
    <nav aria-label="新闻资讯导航" className="ky-help-nav">
      <div className="ky-help-nav-head">新闻资讯</div>
      <div className="ky-help-nav-group">
        {TYPES.map((t) => (
          <Link
            key={t.type}
            to={`/news/${t.type}`}
            aria-current={t.type === active ? 'page' : undefined}
            className={t.type === active ? 'ky-help-nav-item active' : 'ky-help-nav-item'}
          >
            {t.name}
          </Link>
        ))}
      </div>
    </nav>
  );
}
