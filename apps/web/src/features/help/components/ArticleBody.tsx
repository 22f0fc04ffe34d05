import { paragraphsOf } from '../lib/paragraphs';

/** An article's paragraphs as text (see paragraphsOf for why the stored HTML is not injected). */
export function ArticleBody({ content }: { content: string }) {
  return (
    <div className="ky-article-body">
      {paragraphsOf(content).map((p, k) => (
        <p key={k}>{p}</p>
      ))}
    </div>
  );
}
