import { Breadcrumb, Result, Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import { useHelpGroups } from '../api/helpGroups';
import { useArticle } from '../api/article';
import { ArticleBody } from '../components/ArticleBody';
import { HelpSideNav } from '../components/HelpSideNav';
import { formatDay } from '../lib/day';
import '../help.css';

/** The new-user guide opens /help; other groups open their first section. */
const DEFAULT_GROUP = 'xrzn';

/**
 * Every help page of spec §2: /help, /help/:group (first section), /help/:group/:code, and the
 * payment-and-delivery paths whose route entries pass their group and section in.
 */
export default function HelpPage({ fixedGroup, fixedCode }: { fixedGroup?: string; fixedCode?: string }) {
  const params = useParams();
  const groupCode = fixedGroup ?? params.group ?? DEFAULT_GROUP;
  const groups = useHelpGroups();
  const group = groups.data?.find((g) => g.code === groupCode);
  const section = group?.children.find((c) => c.code === (fixedCode ?? params.code)) ?? group?.children[0];
  const article = useArticle(section?.article_id ?? null);

  let main;
  if (groups.isPending) main = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (!group || !section || section.article_id === null) {
    main = <Result status="404" title="帮助内容不存在" extra={<Link to="/help">返回帮助中心</Link>} />;
  } else if (!article.data) main = <Skeleton active paragraph={{ rows: 8 }} />;
  else {
    main = (
      <article>
        <Breadcrumb
          style={{ marginBottom: 12 }}
          items={[
            { title: <Link to="/help">帮助中心</Link> },
            { title: group.name },
            { title: section.name },
          ]}
        />
        <h1>{article.data.title}</h1>
        <div className="ky-help-meta">更新时间：{formatDay(article.data.created_at)}</div>
        <ArticleBody content={article.data.content} />
      </article>
    );
  }

  return (
    <div className="ky-container ky-help">
      <HelpSideNav groups={groups.data ?? []} group={group?.code ?? ''} code={section?.code ?? ''} />
      <main className="ky-help-main">{main}</main>
    </div>
  );
}
