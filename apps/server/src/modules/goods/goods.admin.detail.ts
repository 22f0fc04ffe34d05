import { fenToYuan } from '@shop/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { findGoodsForEdit } from './goods.admin.repo';

/** Every field of the edit form, as the form shows it. */
export async function adminGoodsDetail(db: Db, id: number) {
  const found = await findGoodsForEdit(db, id);
  if (!found) throw notFound('商品不存在');
  const { g, tags } = found;
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
