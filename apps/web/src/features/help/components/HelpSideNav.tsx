import { Link } from 'react-router';
import type { HelpGroup } from '@shop/shared';

/** The help centre's left column: every help group with its sections, the open one marked. */
export function HelpSideNav({
  groups,
  group,
  code,
}: {
  groups: readonly HelpGroup[];
  group: string;
  code: string;
}) {
  return (
    <nav aria-label="帮助中心导航" className="ky-help-nav">
      <div className="ky-help-nav-head">帮助中心</div>
      {groups.map((g) => (
        <div key={g.id} className="ky-help-nav-group">
          <div className="ky-help-nav-title">{g.name}</div>
          {g.children.map((c) => {
            const active = g.code === group && c.code === code;
            return (
              <Link
                key={c.id}
                to={helpPath(g.code, c.code)}
                aria-current={active ? 'page' : undefined}
                className={active ? 'ky-help-nav-item active' : 'ky-help-nav-item'}
              >
                {c.name}
              </Link>
            );
          })}
        </div>
      ))}
    </nav>
  );
}

/** Payment and delivery help has its own paths with the login-style header (spec §2). */
export const helpPath = (group: string, code: string) => `/help/${group}/${code}`;
