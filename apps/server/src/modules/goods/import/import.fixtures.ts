/** A goods import file as an operator fills the template in: for the import test and its bench. */
import { ean13CheckDigit } from '@shop/shared';

export const HEADERS = [
  '*通用名',
  '商品名',
  '*规格',
  '*剂型',
  '*包装单位',
  '中包装',
  '*生产厂家',
  '*分类',
  '批准文号',
  '条形码',
  '*供货价',
  '*建议零售价',
];
const ean = (n: number) => {
  const first12 = `2099${String(n).padStart(8, '0')}`;
  return `${first12}${ean13CheckDigit(first12)}`;
};

/** Row i of a clean file: a unique name, approval number and barcode; the given maker and category. */
export const importRow = (i: number, maker: string, category: string) => [
  `导入测试颗粒${i}`,
  '',
  '10g*10袋',
  '颗粒剂',
  '盒',
  '1',
  maker,
  category,
  `国药准字Z${String(20000000 + i)}`,
  ean(i),
  '12.50',
  '18.00',
];
