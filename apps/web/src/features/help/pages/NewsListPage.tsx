import { Empty, Pagination, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { NewsType } from '@shop/shared';
import { useNewsPage } from '../api/news';
import { NewsSideNav } from '../components/NewsSideNav';
import { formatDay } from '../lib/day';
import '../help.css';

const PAGE_SIZE = 15;

/** /news/hy 行业资讯 and /news/company 公司新闻: titles with a summary, newest first. */
export default function NewsListPage({ type }: { type: NewsType }) {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const q = useNewsPage(type, page, PAGE_SIZE);

  let main;
  if (q.isPending) main = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (!q.data || q.data.list.length === 0) main = <Empty description="暂无资讯" />;
  else {
    main = (
      <>
        <ul className="ky-news-list" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {q.data.list.map((n) => (
            <li key={n.id}>
              <div style={{ minWidth: 0 }}>
                <Link to={`/news/info/${n.id}/${type}`}>{n.title}</Link>
                <p>{n.summary}</p>
              </div>
              <time dateTime={n.created_at}>{formatDay(n.created_at)}</time>
            </li>
          ))}
        </ul>
        {q.data.total > PAGE_SIZE && (
          <Pagination
            style={{ marginTop: 16, justifyContent: 'flex-end' }}
            current={page}
            pageSize={PAGE_SIZE}
            total={q.data.total}
            showSizeChanger={false}
            onChange={(p) => setSearch(p > 1 ? `?page=${p}` : '')}
          />
        )}
      </>
    );
  }

  return (
    <div className="ky-container ky-help">
      <NewsSideNav active={type} />
      <main className="ky-help-main">
        <h1>{type === 'hy' ? '行业资讯' : '公司新闻'}</h1>
        <div className="ky-help-meta">共 {q.data?.total ?? 0} 条</div>
        {main}
      </main>
    </div>
  );
}
