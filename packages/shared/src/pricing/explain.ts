/**
 * The Chinese sentences of every price breakdown, in one place so that cart, detail page and order
 * confirmation explain a figure in the same words.
 */
import { formatFen, formatZhe, type Fen } from './fen';

export const explain = {
  base: (price: Fen) => `基础价 ${formatFen(price)}`,
  ladder: (label: string) => `阶梯价 ${label}`,
  flash: (price: Fen, limit: number, bought: number, unit: string) =>
    limit > 0
      ? `秒杀价 ${formatFen(price)}（限购${limit}${unit}，已购${bought}${unit}）`
      : `秒杀价 ${formatFen(price)}（不限购）`,
  flashOverflow: (count: number, unit: string, price: Fen) =>
    `超出限购的${count}${unit}按 ${formatFen(price)} 计`,
  flashInactive: (state: 'pending' | 'ended' | 'missing') =>
    state === 'pending'
      ? '秒杀未开始，按常规价计'
      : state === 'ended'
        ? '秒杀已结束，按常规价计'
        : '秒杀活动不存在，按常规价计',
  flashNotLower: (price: Fen) => `您的协议价不高于秒杀价 ${formatFen(price)}，按协议价计`,
  specialFixed: (kind: string, price: Fen) => `${kind} ${formatFen(price)}`,
  specialRate: (kind: string, base: Fen, number: number, permille: number, total: Fen) =>
    `${kind} ${formatZhe(permille)}：${formatFen(base)} × ${number} × ${permille / 10}% = ${formatFen(total)}（向下取整到分）`,
  combination: (name: string, parts: string[], price: Fen) =>
    `套餐「${name}」${parts.join(' + ')} = ${formatFen(price)}`,
  combinationPart: (name: string, price: Fen, number: number) => `${name} ${formatFen(price)}×${number}`,
  subtotal: (price: Fen, number: number, total: Fen) =>
    `小计 ${formatFen(price)} × ${number} = ${formatFen(total)}`,
  total: (total: Fen) => `小计 ${formatFen(total)}`,
  manjianShare: (name: string, share: Fen) => `满减分摊 -${formatFen(share)}（${name}）`,
  noManjian: '秒杀/套餐商品不参与满减和用券',
  gift: (every: number, give: number, total: number, unit: string) =>
    `满赠 每满${every}${unit}赠${give}${unit}，共赠${total}${unit}`,
  freeShipping: (unit: string, shortBy: number, need: number) =>
    shortBy === 0
      ? `单品包邮：已满${need}${unit}，本单包邮`
      : `单品包邮：满${need}${unit}包邮，还差${shortBy}${unit}`,
  unselected: (reason: string) => `未勾选：${reason}`,
  payable: (goods: Fen, manjian: Fen, coupon: Fen, payable: Fen) =>
    `应付 ${formatFen(goods)} - 满减 ${formatFen(manjian)} - 优惠券 ${formatFen(coupon)} = ${formatFen(payable)}`,
} as const;

export const SPECIAL_KIND_LABEL = { daily_special: '每日特价', welfare: '福利价' } as const;
