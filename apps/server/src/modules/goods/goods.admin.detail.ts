import { eq, sql } from 'drizzle-orm';
import { fenToYuan } from '@shop/shared';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { goods } from '../../db/schema/index';
import { notFound } from '../../lib/errors';

/** Every field of the edit form, as the form shows it. */
export async function adminGoodsDetail(db: Db, id: number) {
  const [g] = await db.select().from(goods).where(eq(goods.id, id));
  if (!g) throw notFound('商品不存在');
  const tags = await queryRows<{ name: string }>(
    db,
    sql`SELECT name FROM goods_tags WHERE goods_id = ${id} ORDER BY id`,
  );
  return {
    id: g.id,
    generic_name: g.genericName,
    trade_name: g.tradeName,
    name: g.name,
    ypgg: g.ypgg,
    dosage_form: g.dosageForm,
    bzdw: g.bzdw,
    mid_pack: g.midPack,
    big_pack: g.bigPack,
    min_qty: g.minQty,
    manufacturer_id: g.manufacturerId,
    sccj: g.sccj,
    category_id: g.categoryId,
    brand_id: g.brandId,
    approval_no: g.approvalNo,
    barcode: g.barcode,
    drug_id_code: g.drugIdCode,
    traced: g.traced,
    is_prescription: g.isPrescription,
    otc_type: g.otcType,
    is_ephedrine: g.isEphedrine,
    scope: g.scope,
    storage: g.storage,
    shelf_life_months: g.shelfLifeMonths,
    indications: g.indications,
    usage: g.usage,
    instructions: g.instructions,
    images: g.images,
    base_price: fenToYuan(g.basePriceFen),
    retail_price: fenToYuan(g.retailPriceFen),
    is_buy: g.isBuy,
    stock: g.stock,
    pinyin: g.pinyin,
    initials: g.initials,
    tags: tags.map((t) => t.name),
  };
}
