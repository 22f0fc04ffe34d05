import type { AppDeps } from '../../deps';
import { notSignedIn } from '../../lib/errors';
import { readSettings } from '../site/settings';
import { scopeLabel } from './business-scope';
import { chatToken } from './chat-token';
import { findBaseRow, type BaseRow } from './user.repo';
import { licenceWarning } from './qualification.service';
import { overdueReceiptCount } from '../receipt/receipt.service';

/** The expired-licence subquery, for other modules' buyer reads (cart, checkout) that judge eligibility. */
export { expiredLicenceOf } from './licence.sql';

/** Where the browser sends a visitor to sign in (spec §6). */
export const LOGIN_URL = '/login';

export interface ScopeItem {
  code: string;
  name: string;
}

export const scopeItems = (codes: readonly string[]): ScopeItem[] =>
  codes.map((code) => ({ code, name: scopeLabel(code) }));

/** The header's base info (spec §3 "User (base info)"): two queries, run side by side. */
export async function getBaseInfo(deps: AppDeps, userId: number) {
  const db = deps.database.db;
  const [row, settings] = await Promise.all([
    findBaseRow(db, userId),
    readSettings(db, ['site', 'quality_inspection']),
  ]);
  // A session may outlive its account (disabled, deleted): that buyer is simply signed out.
  if (!row) throw notSignedIn();
  const [licence_warning, receipt_overdue] = await Promise.all([
    licenceWarning(db, row.id, row.company_id),
    overdueReceiptCount(db, row.id),
  ]);
  const { site, quality_inspection: qi } = settings;
  return {
    show: true as const,
    username: row.username,
    name: row.name,
    phone: row.phone,
    company: row.company_name,
    face: row.face,
    rank: row.rank,
    admin: manager(row),
    address: row.address,
    is_passed: row.is_passed,
    points: row.points,
    cart: row.cart,
    message_count: row.message_count,
    wechat: row.wechat ?? '',
    common_config: { hot_line: site.hot_line, qq1: site.qq1, qq2: site.qq2 },
    quality_inspection: { quality_inspection_url: qi.url, msg: qi.msg },
    login_url: LOGIN_URL,
    is_show_youx: row.is_show_youx,
    is_special: row.is_special,
    is_can_chat: row.is_can_chat,
    // Only buyers with the embedded chat get a chat credential at all.
    token: row.is_can_chat ? chatToken(deps.config.SESSION_SECRET, row.id) : '',
    is_AfterSale: row.is_after_sale,
    /** A licence within 30 days of expiry (or past it): every page shows a warning bar. */
    licence_warning,
    /** Ephedrine orders whose 签收回执 is overdue: every page warns, the next ephedrine order waits. */
    receipt_overdue,
    ywy: row.manager_name === null ? null : { name: row.manager_name, phone: row.manager_phone ?? '' },
    customer: {
      id: row.company_id,
      name: row.company_name,
      kind: row.kind,
      is_passed: row.is_passed,
      qualification_note: row.qualification_note ?? '',
      business_scope: scopeItems(row.business_scope),
      chain: row.chain_id === null ? null : { id: row.chain_id, name: row.chain_name ?? '' },
      stores: row.stores.map((s) => ({ ...s, is_current: s.user_id === row.id })),
    },
  };
}
export type BaseInfo = Awaited<ReturnType<typeof getBaseInfo>>;

/** is_default is 0/1 as the spec's header expects: 0 shows the '专属客服' prefix. */
function manager(row: BaseRow) {
  if (row.manager_name === null) return null;
  return {
    name: row.manager_name,
    phone: row.manager_phone ?? '',
    is_default: row.manager_is_default ? (1 as const) : (0 as const),
  };
}
