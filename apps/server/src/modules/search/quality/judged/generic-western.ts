import type { JudgedQuery } from '../ndcg';

/** Generic names of western drugs: the goods of that exact name first, the makers that really make it on page 1. */
export const JUDGED_GENERIC_WESTERN: readonly JudgedQuery[] = [
  {
    q: '阿莫西林胶囊',
    kind: 'generic',
    first: { name: '阿莫西林胶囊' },
    top10: [
      { generic: '阿莫西林胶囊', maker: '联邦制药' },
      { generic: '阿莫西林胶囊', maker: '石药欧意' },
      { generic: '阿莫西林胶囊', maker: '华北制药' },
    ],
  },
  {
    q: '阿奇霉素片',
    kind: 'generic',
    first: { name: '阿奇霉素片' },
    top10: [
      { generic: '阿奇霉素片', maker: '辉瑞' },
      { generic: '阿奇霉素片', maker: '石药欧意' },
      { generic: '阿奇霉素片', maker: '白云山' },
    ],
  },
  {
    q: '阿昔洛韦片',
    kind: 'generic',
    first: { name: '阿昔洛韦片' },
    top10: [
      { generic: '阿昔洛韦片', maker: '华北制药' },
      { generic: '阿昔洛韦片', maker: '信谊' },
      { generic: '阿昔洛韦片', maker: '力生制药' },
    ],
  },
  {
    q: '复方甲氧那明胶囊',
    kind: 'generic',
    first: { generic: '复方甲氧那明胶囊' },
    top10: [{ generic: '复方甲氧那明胶囊', maker: '第一三共' }],
  },
  {
    q: '双氯芬酸钠缓释片',
    kind: 'generic',
    first: { name: '双氯芬酸钠缓释片' },
    top10: [
      { generic: '双氯芬酸钠缓释片', maker: '北京诺华' },
      { generic: '双氯芬酸钠缓释片', maker: '京新' },
      { generic: '双氯芬酸钠缓释片', maker: '力生制药' },
    ],
  },
  {
    q: '右美沙芬愈创甘油醚糖浆',
    kind: 'generic',
    first: { name: '右美沙芬愈创甘油醚糖浆' },
    top10: [
      { generic: '右美沙芬愈创甘油醚糖浆', maker: '惠氏' },
      { generic: '右美沙芬愈创甘油醚糖浆', maker: '哈药总厂' },
      { generic: '右美沙芬愈创甘油醚糖浆', maker: '葵花' },
    ],
  },
  {
    q: '多潘立酮片',
    kind: 'generic',
    first: { name: '多潘立酮片' },
    top10: [
      { generic: '多潘立酮片', maker: '西安杨森' },
      { generic: '多潘立酮片', maker: '信谊' },
      { generic: '多潘立酮片', maker: '罗欣' },
    ],
  },
  {
    q: '苯磺酸氨氯地平片',
    kind: 'generic',
    first: { name: '苯磺酸氨氯地平片' },
    top10: [
      { generic: '苯磺酸氨氯地平片', maker: '辉瑞' },
      { generic: '苯磺酸氨氯地平片', maker: '华润双鹤' },
      { generic: '苯磺酸氨氯地平片', maker: '扬子江' },
    ],
  },
  {
    q: '吲达帕胺缓释片',
    kind: 'generic',
    first: { name: '吲达帕胺缓释片' },
    top10: [
      { generic: '吲达帕胺缓释片', maker: '施维雅' },
      { generic: '吲达帕胺缓释片', maker: '华海' },
      { generic: '吲达帕胺缓释片', maker: '力生制药' },
    ],
  },
  {
    q: '盐酸二甲双胍片',
    kind: 'generic',
    first: { name: '盐酸二甲双胍片' },
    top10: [
      { generic: '盐酸二甲双胍片', maker: '施贵宝' },
      { generic: '盐酸二甲双胍片', maker: '石药欧意' },
      { generic: '盐酸二甲双胍片', maker: '万生' },
    ],
  },
  {
    q: '盐酸坦索罗辛缓释胶囊',
    kind: 'generic',
    first: { name: '盐酸坦索罗辛缓释胶囊' },
    top10: [
      { generic: '盐酸坦索罗辛缓释胶囊', maker: '安斯泰来' },
      { generic: '盐酸坦索罗辛缓释胶囊', maker: '齐鲁' },
      { generic: '盐酸坦索罗辛缓释胶囊', maker: '海正' },
    ],
  },
  {
    q: '莫匹罗星软膏',
    kind: 'generic',
    first: { name: '莫匹罗星软膏' },
    top10: [{ generic: '莫匹罗星软膏', maker: '中美史克' }],
  },
  {
    q: '马来酸氯苯那敏片',
    kind: 'generic',
    first: { name: '马来酸氯苯那敏片' },
    top10: [
      { generic: '马来酸氯苯那敏片', maker: '华中药业' },
      { generic: '马来酸氯苯那敏片', maker: '力生制药' },
      { generic: '马来酸氯苯那敏片', maker: '新华制药' },
    ],
  },
  {
    q: '葡萄糖酸钙锌口服溶液',
    kind: 'generic',
    first: { name: '葡萄糖酸钙锌口服溶液' },
    top10: [{ generic: '葡萄糖酸钙锌口服溶液', maker: '澳诺制药' }],
  },
  {
    q: '维生素E软胶囊',
    kind: 'generic',
    first: { name: '维生素E软胶囊' },
    top10: [
      { generic: '维生素E软胶囊', maker: '浙江医药' },
      { generic: '维生素E软胶囊', maker: '信谊' },
    ],
  },
  {
    q: '布地奈德鼻喷雾剂',
    kind: 'generic',
    first: { generic: '布地奈德鼻喷雾剂' },
    top10: [{ generic: '布地奈德鼻喷雾剂', maker: '阿斯利康' }],
  },
  {
    q: '左炔诺孕酮片',
    kind: 'generic',
    first: { name: '左炔诺孕酮片' },
    top10: [
      { generic: '左炔诺孕酮片', maker: '华润紫竹' },
      { generic: '左炔诺孕酮片', maker: '仙琚' },
    ],
  },
];
