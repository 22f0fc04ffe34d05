import { Breadcrumb, Result, Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import { useNewsItem } from '../api/news';
import { ArticleBody } from '../components/ArticleBody';
import { NewsSideNav } from '../components/NewsSideNav';
import { formatDay } from '../lib/day';
import '../help.css';

/** /news/info/:id/:type — one news item with links to the newer and older ones. */
export default function NewsInfoPage() {
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const q = useNewsItem(valid ? id : 0);
  const n = q.data;
  const type = n?.type ?? params.type ?? 'company';

  let main;
  if (!valid || q.isError) {
    main = <Result status="404" title="资讯不存在" extra={<Link to={`/news/${type}`}>返回资讯列表</Link>} />;
  } else if (!n) main = <Skeleton active paragraph={{ rows: 10 }} />;
  else {
    main = (
      <article>
        <Breadcrumb
          style={{ marginBottom: 12 }}
          items={[{ title: '新闻资讯' }, { title: <Link to={`/news/${n.type}`}>{n.type_name}</Link> }]}
        />
        <h1>{n.title}</h1>
        <div className="ky-help-meta">
          {n.type_name}&emsp;发布时间：{formatDay(n.created_at)}
        </div>
        <ArticleBody content={n.content} />
        <div className="ky-news-pager">
          <div>
            上一篇：{n.prev ? <Link to={`/news/info/${n.prev.id}/${n.type}`}>{n.prev.title}</Link> : '没有了'}
          </div>
          <div>
            下一篇：{n.next ? <Link to={`/news/info/${n.next.id}/${n.type}`}>{n.next.title}</Link> : '没有了'}
          </div>
        </div>
      </article>
    );
  }

  return (
    <div className="ky-container ky-help">
      <NewsSideNav active={type} />
      <main className="ky-help-main">{main}</main>
    </div>
  );
}
