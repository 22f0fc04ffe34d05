import { Link } from 'react-router';
import { FOOTER_HELP_GROUPS } from '@shop/shared/constants';
import { useArticleCategories } from '../../features/shell/api/articleCategory';
import { useGlobalLinks } from '../../features/shell/api/globalLinks';
import { SmartLink } from './links';

const PROMISES = ['正品保障 · 源头直采', '资质齐全 · 合规经营', '快速发货 · 配送到店', '售后无忧 · 7天退换'];

const helpHref = (group: { id: number; code?: string }, child: { id: number; code?: string }) =>
  group.code && child.code ? `/help/${group.code}/${child.code}` : `/help?id=${child.id}`;

/** Spec §2 footer: first 4 help groups, friendly links, licences, legal text and the current year. */
export function Footer() {
  const groups = useArticleCategories().data ?? [];
  const links = useGlobalLinks().data;
  const site = links?.site;
  const year = new Date().getFullYear();

  return (
    <footer className="ky-footer">
      <div className="ky-footer-promises">
        <div className="ky-container">
          {PROMISES.map((p) => (
            <span key={p}>{p}</span>
          ))}
        </div>
      </div>
      <div className="ky-container ky-footer-help">
        {groups.slice(0, FOOTER_HELP_GROUPS).map((g) => (
          <dl key={g.id}>
            <dt>{g.name}</dt>
            {(g.children ?? []).map((c) => (
              <dd key={c.id}>
                <Link to={helpHref(g, c)}>{c.name}</Link>
              </dd>
            ))}
          </dl>
        ))}
        {site?.hot_line && (
          <div className="ky-footer-hotline">
            <div>客服热线</div>
            <strong>{site.hot_line}</strong>
            <div>周一至周六 8:30-18:00</div>
          </div>
        )}
      </div>
      <div className="ky-footer-bottom">
        <div className="ky-container">
          {(links?.links.length ?? 0) > 0 && (
            <p className="ky-footer-links">
              <span>友情链接：</span>
              {links?.links.map((l) => (
                <SmartLink key={l.url + l.name} url={l.url} newTab>
                  {l.name}
                </SmartLink>
              ))}
            </p>
          )}
          <p>
            {site?.drug_info_license && <span>互联网药品信息服务资格证书：{site.drug_info_license}</span>}
            {site?.drug_license && <span>药品经营许可证：{site.drug_license}</span>}
            {site?.icp && (
              <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
                {site.icp}
              </a>
            )}
          </p>
          {site?.legal && <p>{site.legal}</p>}
          <p>
            © {year} {site?.company_name ?? '康源医药网'} 版权所有
          </p>
        </div>
      </div>
    </footer>
  );
}
