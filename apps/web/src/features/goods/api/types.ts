/** The goods card of GET /api/goods/list (server: modules/goods/goods.card.ts). Money: yuan strings. */
export interface GoodsTag {
  name: string;
  describe: string;
  is_show: boolean;
}

export interface GoodsCard {
  id: number;
  name: string;
  sccj: string;
  ypgg: string;
  bzdw: string;
  base_price: string | null;
  retail_price: string | null;
  goods_image: string[];
  is_buy: boolean;
  number: number;
  is_youx: boolean;
  type: number;
  is_dpby: boolean;
  qg_number: number;
  is_free_shipping: boolean;
  free_shipping_number: number;
  ladder_price: { number: number; price: string }[] | null;
  ladder_price_type: number;
  tags: GoodsTag[];
  approval_no: string;
  barcode: string;
  dosage_form: string;
  is_prescription: boolean;
  otc_type: string;
  is_ephedrine: boolean;
  is_controlled: boolean;
  min_qty: number;
  mid_pack: number;
  big_pack: number;
  sales: number;
  nearest_expiry: string | null;
  price_hidden_reason: string | null;
  can_buy: boolean;
  buy_block_reason: string | null;
}

export interface FacetCount {
  value: string;
  count: number;
}

export interface GoodsPage {
  list: GoodsCard[];
  total: number;
  page: number;
  size: number;
  facets: { manufacturers: FacetCount[]; dosage_forms: FacetCount[] } | null;
}

export interface GoodsLot {
  batch_no: string;
  produced_on: string;
  expires_on: string;
  stock: number;
  report_url: string;
}

export interface GoodsDetail extends GoodsCard {
  generic_name: string;
  trade_name: string;
  indications: string;
  usage: string;
  storage: string;
  shelf_life_months: number;
  brand: { id: number; name: string } | null;
  manufacturer_id: number;
  category_path: { id: number; name: string }[];
  lots: GoodsLot[];
  ladder_text: string[] | null;
  is_favorite: boolean;
  goods_price_id: number;
  ladder_price_id: number;
  goods_manjian_id: number;
  is_yj: number;
  is_jxq: number;
}
