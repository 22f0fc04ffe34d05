import type { JudgedQuery } from '../ndcg';

/** 批准文号 and barcodes pasted whole: that goods first. */
export const JUDGED_CODES: readonly JudgedQuery[] = [
  {
    q: '国药准字H20031100',
    kind: 'approval',
    first: { generic: '盐酸莫西沙星片', maker: '拜耳' },
    top10: [],
  },
  {
    q: '国药准字H46553265',
    kind: 'approval',
    first: { generic: '乙酰半胱氨酸泡腾片', maker: '赞邦' },
    top10: [],
  },
  {
    q: '国药准字H21470607',
    kind: 'approval',
    first: { generic: '阿托伐他汀钙片', maker: '辉瑞' },
    top10: [],
  },
  {
    q: '国药准字H20047765',
    kind: 'approval',
    first: { generic: '左氧氟沙星滴眼液', maker: '参天制药' },
    top10: [],
  },
  {
    q: '国药准字H20136784',
    kind: 'approval',
    first: { generic: '替米沙坦片', maker: '勃林格殷格翰' },
    top10: [],
  },
  { q: '国药准字Z44025121', kind: 'approval', first: { generic: '抗病毒口服液', maker: '香雪' }, top10: [] },
  { q: '国药准字Z43217263', kind: 'approval', first: { generic: '六味地黄丸', maker: '九芝堂' }, top10: [] },
  { q: '国药准字Z36935045', kind: 'approval', first: { generic: '草珊瑚含片', maker: '草珊瑚' }, top10: [] },
  { q: '湘长械备20242994号', kind: 'approval', first: { generic: '退热贴', maker: '可孚' }, top10: [] },
  {
    q: '国食健注G20193636',
    kind: 'approval',
    first: { generic: '多种维生素矿物质片', maker: '汤臣倍健' },
    top10: [],
  },
  {
    q: '6965172000132',
    kind: 'barcode',
    first: { generic: '奥司他韦胶囊', maker: '东阳光', spec: '75mg*10粒' },
    top10: [],
  },
  {
    q: '6965594000130',
    kind: 'barcode',
    first: { generic: '雷贝拉唑钠肠溶片', maker: '卫材', spec: '10mg*14片' },
    top10: [],
  },
  {
    q: '6926981000270',
    kind: 'barcode',
    first: { generic: '艾司唑仑片', maker: '信谊', spec: '1mg*20片' },
    top10: [],
  },
  {
    q: '6930146000333',
    kind: 'barcode',
    first: { generic: '阿仑膦酸钠片', maker: '默沙东', spec: '70mg*1片' },
    top10: [],
  },
  {
    q: '6914532000114',
    kind: 'barcode',
    first: { generic: '小柴胡颗粒', maker: '白云山光华', spec: '10g*10袋' },
    top10: [],
  },
  {
    q: '6920862000106',
    kind: 'barcode',
    first: { generic: '银杏叶片', maker: '康恩贝', spec: '9.6mg*24片' },
    top10: [],
  },
  {
    q: '6916220000239',
    kind: 'barcode',
    first: { generic: '护肝片', maker: '葵花', spec: '0.35g*100片' },
    top10: [],
  },
  {
    q: '6956943000086',
    kind: 'barcode',
    first: { generic: '西洋参片', maker: '益盛', spec: '100g' },
    top10: [],
  },
  {
    q: '6955255000142',
    kind: 'barcode',
    first: { generic: '党参配方颗粒', maker: '天江', spec: '1g*20袋' },
    top10: [],
  },
  {
    q: '6957576000450',
    kind: 'barcode',
    first: { generic: '无菌敷贴', maker: '稳健医疗', spec: '6cm*7cm*50片' },
    top10: [],
  },
];
