/** Business constants of spec §9, one place for browser and server. */
export const REQUEST_TIMEOUT_MS = 30_000;
export const CART_ADD_DELAY_MS = 200;
export const SUGGESTION_CACHE_MS = 5_000;
export const SUGGESTION_DELAY_MS = 500;
export const CART_BADGE_MAX = 99;
export const CATEGORY_MENU_COUNT = 7;
export const TOP_NAV_COUNT = 9;
export const FOOTER_HELP_GROUPS = 4;
/** Spec §7 GET /api/article/category (category_id=3): the help centre, whose children are the help groups. */
export const HELP_CATEGORY_ID = 3;
export const MINI_CART_WIDTH = { collapsed: 40, open: 310 } as const;
export const STICKY_SEARCH_THRESHOLD_PX = 205;
export const DRAW_SPIN_MS = 2_000;
export const DRAW_FADE_MS = 1_000;
export const CLOCK_TICK_MS = 1_000;
export const LAZY_LOAD_PRELOAD = 1.3;

/** Spec §3: cart line types; type 1 flash sale, 3 combination, anything else a normal line. */
export const LINE_TYPE = { normal: 0, flash: 1, combination: 3 } as const;

/** Timestamps of 10 digits are seconds (spec §9). */
export const toMillis = (ts: number): number =>
  String(Math.trunc(Math.abs(ts))).length <= 10 ? ts * 1000 : ts;

/** Price tag labels and their colours (spec §3). */
export const TAG_COLORS: Record<string, string> = {
  优: '#f5222d',
  秒: '#fa541c',
  满: '#eb2f96',
  换购: '#722ed1',
  赠: '#13a8a8',
  特: '#fa8c16',
  新: '#52c41a',
};

// The embedded customer-service chat (contracts/chat.ts). Here rather than beside its schemas so
// the storefront's toolbar can show the hours without loading zod before the first paint.
export const CHAT_MAX_LENGTH = 500;
/** When the account managers answer; the automatic greeting and the drawer both say so. */
export const CHAT_SERVICE_HOURS = '工作日 8:30-18:00';
/** How often an open chat asks for new messages. */
export const CHAT_POLL_MS = 3_000;

/**
 * A keyword search ranks at most this many goods in full (issue 34, ADR 007); past it the total is
 * an estimate (total_estimated, shown as 约N件) and the pages stop at this many goods.
 */
export const SEARCH_RANKED_GOODS = 400;
