import type { goods, goodsLots, goodsTags, ladderPrices } from '../schema/index';
import { buildSearchText, pinyinKeys, type PinyinKeys } from '../../lib/pinyin';
import { makeApprovalNo, makeBarcode } from './codes';
import { raster } from './assets';
import { makeLots } from './lots';
import { hashString, Rng } from './prng';
import type { SkuPlan } from './skus';

export type GoodsInsert = typeof goods.$inferInsert;
export type LotInsert = Omit<typeof goodsLots.$inferInsert, 'goodsId'>;
export type LadderInsert = Omit<typeof ladderPrices.$inferInsert, 'goodsId'>;
export type TagInsert = Omit<typeof goodsTags.$inferInsert, 'goodsId'>;

export interface GoodsPlan {
  row: GoodsInsert;
  lots: LotInsert[];
  ladders: LadderInsert[];
  tags: TagInsert[];
}

export interface CatalogRefs {
  categoryId(leaf: string): number;
  /** Index (0-based) of the leaf's top-level group, for the pack-shot image. */
  groupIndex(leaf: string): number;
  manufacturer(short: string): { id: number; index: number };
  brand(makerShort: string): { id: number; name: string } | undefined;
  today: Date;
}

const pinyinCache = new Map<string, PinyinKeys>();
function cachedPinyin(text: string): PinyinKeys {
  let keys = pinyinCache.get(text);
  if (!keys) {
    keys = pinyinKeys(text);
    pinyinCache.set(text, keys);
  }
  return keys;
}

/** Rounds a price the way price lists look: 6.50, 12.80, 128.00. */
export function nicePrice(fen: number): number {
  const step = fen < 2000 ? 10 : fen < 20000 ? 50 : 100;
  return Math.max(step, Math.round(fen / step) * step);
}

const TAG_TEXT = {
  满: ['满100减10', '满200减25', '满500减60', '满1000减150'],
  换购: ['满300元加1元换购医用外科口罩1盒', '满500元加9.9元换购电子体温计1支'],
} as const;

export function planGoods(skus: SkuPlan[], refs: CatalogRefs, seed: number): GoodsPlan[] {
  const makerItems = new Map<string, number>();
  return skus.map((sku, i) => {
    const rng = new Rng(seed ^ Math.imul(i + 1, 0x9e3779b1));
    const { group, product, maker, spec } = sku;
    const m = refs.manufacturer(maker.shortName);
    const trade = sku.makerRank >= 0 ? (product.t?.[maker.shortName] ?? '') : '';
    const brand = refs.brand(maker.shortName);
    const name = trade ? `${trade} ${product.g}` : product.g;
    const scope = product.eph ? 'ephedrine' : (product.scope ?? group.scope);
    const approvalKind =
      product.scope === 'biological'
        ? 'S'
        : product.scope?.startsWith('device_')
          ? (product.scope as 'device_1' | 'device_2' | 'device_3')
          : group.approval;
    const approvalRng = new Rng(hashString(`${product.g}|${maker.shortName}|${spec.strength}`));
    const approvalNo = makeApprovalNo(approvalKind, maker.province, approvalRng);
    const item = (makerItems.get(maker.shortName) ?? 0) + 1;
    makerItems.set(maker.shortName, item);
    const barcode = makeBarcode(`69${String(12000 + m.index * 211).padStart(5, '0')}`, item * 7 + (i % 7));

    const makerFactor =
      sku.makerRank === 0 ? 1 : sku.makerRank > 0 ? 0.82 + rng.next() * 0.2 : 0.55 + rng.next() * 0.35;
    const base = nicePrice(spec.priceFen * makerFactor);
    const markup = product.rx ? 1.35 + rng.next() * 0.3 : 1.5 + rng.next() * 0.45;
    const retail = Math.max(base + 10, nicePrice(base * markup));

    const cheap = base < 3000;
    const midPack =
      group.scope === 'tcm_slices'
        ? 1
        : rng.weighted([
            [1, 5],
            [5, cheap ? 2 : 1],
            [10, cheap ? 2 : 0.5],
          ] as const);
    const bigPack =
      base > 20000
        ? rng.pick([10, 20, 30])
        : group.scope === 'tcm_slices'
          ? rng.pick([20, 30, 50])
          : rng.pick([100, 200, 240, 300, 400, 600]);
    const minQty = midPack * (rng.chance(0.12) ? 2 : 1);
    const popularity = (sku.makerRank === 0 ? 1 : sku.makerRank > 0 ? 0.5 : 0.15) * (trade ? 1.6 : 1);
    const sales = Math.floor(popularity * 30000 * rng.next() ** 4) + rng.int(0, 40);
    const lots = makeLots(rng, refs.today, product.life ?? group.life, maker.shortName, sales);
    const stock = lots.reduce((s, l) => s + (l.stock ?? 0), 0);
    const isSpecial = rng.chance(0.08);
    const isYoux = rng.chance(0.15);
    const isControlled = !product.eph && rng.chance(trade ? 0.2 : 0.06);
    const isDpby = rng.chance(0.06);
    const isFreeShipping = rng.chance(0.1);
    const keys = cachedPinyin(name);
    const groupIndex = refs.groupIndex(product.c);
    const v = rng.int(0, 4);

    const row: GoodsInsert = {
      name,
      genericName: product.g,
      tradeName: trade,
      ypgg: spec.ypgg,
      dosageForm: product.f,
      bzdw: spec.unit,
      manufacturerId: m.id,
      sccj: maker.name,
      approvalNo,
      barcode,
      // 药品标识码: 7 digits per goods (the first 7 of its 药品追溯码). Devices and TCM slices are
      // outside the drug traceability rules and are checked without codes.
      drugIdCode: String(8100000 + i),
      traced: !(scope.startsWith('device_') || scope === 'tcm_slices'),
      categoryId: refs.categoryId(product.c),
      brandId: brand?.id ?? null,
      basePriceFen: base,
      retailPriceFen: retail,
      ladderPriceType: rng.chance(0.5) ? 1 : 2,
      midPack,
      bigPack,
      minQty,
      stock,
      sales,
      isPrescription: product.rx === 1,
      otcType: product.otc ? `${product.otc}类` : '',
      isEphedrine: product.eph === 1,
      isControlled,
      scope,
      isBuy: rng.chance(0.985),
      isYoux,
      type: rng.chance(0.25) ? 1 : 0,
      isSpecial,
      isDpby,
      qgNumber: isDpby ? midPack * rng.pick([5, 10, 20]) : 0,
      isFreeShipping,
      freeShippingNumber: isFreeShipping ? midPack * rng.pick([10, 20, 50]) : 0,
      withCoupon: !(isSpecial || isControlled) || rng.chance(0.3),
      images: [0, 1, 2].map((k) => raster(`/static/goods/${groupIndex * 5 + ((v + k) % 5)}.svg`)),
      indications: product.i,
      usage: product.u,
      storage: product.st ?? group.storage,
      shelfLifeMonths: product.life ?? group.life,
      pinyin: keys.pinyin,
      initials: keys.initials,
      searchText: buildSearchText({
        name,
        genericName: product.g,
        tradeName: trade,
        manufacturerName: maker.name,
        manufacturerShortName: maker.shortName,
        brand: brand?.name,
        approvalNo,
        barcode,
        pinyin: keys.pinyin,
        initials: keys.initials,
      }),
    };
    const tags = makeTags(rng, row, spec.unit);
    // Listed over the last two years; goods tagged 新 arrived within the last month.
    const ageDays = tags.some((t) => t.name === '新') ? rng.int(1, 30) : rng.int(30, 730);
    row.createdAt = new Date(refs.today.getTime() - ageDays * 86_400_000 + rng.int(8, 18) * 3_600_000);
    return { row, lots, ladders: makeLadder(rng, base, midPack), tags };
  });
}

function makeLadder(rng: Rng, base: number, midPack: number): LadderInsert[] {
  if (!rng.chance(0.4)) return [];
  const steps =
    base > 30000
      ? rng.pick([
          [2, 5],
          [3, 10],
          [2, 5, 10],
        ])
      : rng.pick([
          [10, 30],
          [10, 50, 100],
          [20, 50],
          [30, 60, 120],
          [5, 20, 50],
        ]);
  const cuts = [0.97, 0.94, 0.9];
  const out: LadderInsert[] = [];
  let last = base;
  steps.forEach((n, k) => {
    const price = Math.min(last - 10, Math.floor((base * (cuts[k] ?? 0.9)) / 10) * 10);
    if (price <= 0) return;
    const number = Math.ceil(n / midPack) * midPack;
    if (out.length && number <= (out[out.length - 1]?.number ?? 0)) return;
    out.push({ number, priceFen: price });
    last = price;
  });
  return out.length >= 2 ? out : [];
}

function makeTags(rng: Rng, row: GoodsInsert, unit: string): TagInsert[] {
  const tags: TagInsert[] = [];
  if (row.isYoux) tags.push({ name: '优', describe: '优选品种，品质保障' });
  if (rng.chance(0.04)) tags.push({ name: '秒', describe: '限时秒杀，每日10:00开抢' });
  if (rng.chance(0.15)) tags.push({ name: '满', describe: rng.pick(TAG_TEXT.满) });
  if (rng.chance(0.05)) tags.push({ name: '换购', describe: rng.pick(TAG_TEXT.换购) });
  if (rng.chance(0.06)) tags.push({ name: '赠', describe: `买10${unit}赠1${unit}` });
  if (row.isSpecial) tags.push({ name: '特', describe: '每日特价，售完即止' });
  if (rng.chance(0.05)) tags.push({ name: '新', describe: '新品上市' });
  return tags;
}
