/** Wire shapes of spec §7 Cart as apps/server/src/modules/cart returns them (money: yuan strings). */

export interface CartGoods {
  id: number;
  name: string;
  sccj: string;
  ypgg: string;
  bzdw: string;
  base_price: string;
  goods_image: string[];
  is_buy: boolean;
  number: number;
  ladder_price: Array<{ number: number; price: string }>;
  ladder_price_type: number;
  tags: Array<{ name: string; describe: string; is_show: boolean }>;
  min_quantity: number;
  pack_quantity: number;
}

export interface LadderRow {
  number: number;
  price: string;
  status: 'at_most' | 'enjoyed' | 'achieved' | 'short';
  active: boolean;
  text: string;
}

export interface CartLine {
  id: number;
  key: string;
  type: number;
  number: number;
  price: string;
  raw_price: string;
  total: string;
  is_selected: 0 | 1;
  with_coupon: 0 | 1;
  goods_manjian_amount: string;
  gift_data: { total: number; type: number };
  goods: CartGoods;
  combination: {
    id: number;
    name: string;
    items: Array<{ goods_id: number; name: string; number: number; price: string }>;
  } | null;
  explanation: string[];
  ladder: { type: number; unit: string; texts: string[]; rows: LadderRow[] } | null;
  next_hint: string | null;
  price_changed: boolean;
  seen_price: string;
  block_reason: string | null;
  quantity_notice: string | null;
}

export interface ManjianStatus {
  id: number;
  name: string;
  amount: string;
  reduce: string;
  status: 0 | 1;
  tiers: Array<{ amount: string; reduce: string; status: 0 | 1; short_by: string }>;
  hint: string | null;
}

export interface CartGroup {
  key: string;
  type: 'manjian' | 'flash' | 'combination' | 'normal';
  title: string;
  manjian: ManjianStatus | null;
  lines: CartLine[];
}

export interface CartState {
  action: { checkout: boolean; blockers: string[] };
  data: CartGroup[];
  shipping_data: {
    shipping_amount: string;
    no_trans_order_amount: string;
    threshold: string;
    shipping_fee: string;
    text: string;
  };
  activity_data: { manjians: ManjianStatus[] };
  filter_data: Array<{ id: number; name: string; count: number }>;
  filters: number;
  totals: {
    line_count: number;
    selected_count: number;
    goods_total: string;
    manjian: string;
    coupon_eligible: string;
    payable: string;
    shipping_fee: string;
  };
}

/** A line as the catalogue pages send it (spec §3 "Cart line (sent to add)"). */
export interface AddLineInput {
  goods_id: number;
  number: number;
  /** The unit price (yuan) the buyer saw; the server reports it if it no longer holds. */
  price?: string;
  ck_id?: number;
  goods_price_id?: number;
  ladder_price_id?: number;
  goods_manjian_id?: number;
  is_yj?: number;
  type?: number;
}

export interface AddResult {
  total: number;
  ids: number[];
  price_changes: Array<{ goods_id: number; name: string; old_price: string; new_price: string }>;
  msg: string;
}

export interface CheckoutResult {
  ids: number[];
  token: string;
  selected_count: number;
  goods_total: string;
  manjian: string;
  coupon_eligible: string;
  payable: string;
  shipping_amount: string;
  shipping_fee: string;
}
