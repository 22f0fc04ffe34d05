import type { JudgedQuery } from '../ndcg';

/** Generic names of Chinese patent medicines, 饮片, devices and health goods, judged as the western ones. */
export const JUDGED_GENERIC_TCM: readonly JudgedQuery[] = [
  {
    q: '藿香正气软胶囊',
    kind: 'generic',
    first: { name: '藿香正气软胶囊' },
    top10: [
      { generic: '藿香正气软胶囊', maker: '神威' },
      { generic: '藿香正气软胶囊', maker: '太极' },
      { generic: '藿香正气软胶囊', maker: '云植' },
    ],
  },
  {
    q: '抗病毒口服液',
    kind: 'generic',
    first: { name: '抗病毒口服液' },
    top10: [
      { generic: '抗病毒口服液', maker: '香雪' },
      { generic: '抗病毒口服液', maker: '白云山' },
    ],
  },
  {
    q: '强力枇杷露',
    kind: 'generic',
    first: { name: '强力枇杷露' },
    top10: [
      { generic: '强力枇杷露', maker: '白云山' },
      { generic: '强力枇杷露', maker: '太极' },
      { generic: '强力枇杷露', maker: '潘高寿' },
    ],
  },
  {
    q: '香砂养胃丸',
    kind: 'generic',
    first: { name: '香砂养胃丸' },
    top10: [
      { generic: '香砂养胃丸', maker: '仲景' },
      { generic: '香砂养胃丸', maker: '同仁堂' },
      { generic: '香砂养胃丸', maker: '九芝堂' },
    ],
  },
  {
    q: '脑心通胶囊',
    kind: 'generic',
    first: { name: '脑心通胶囊' },
    top10: [
      { generic: '脑心通胶囊', maker: '步长' },
      { generic: '脑心通胶囊', maker: '山东步长' },
    ],
  },
  {
    q: '归脾丸',
    kind: 'generic',
    first: { name: '归脾丸' },
    top10: [
      { generic: '归脾丸', maker: '同仁堂' },
      { generic: '归脾丸', maker: '九芝堂' },
      { generic: '归脾丸', maker: '仲景' },
    ],
  },
  {
    q: '逍遥丸',
    kind: 'generic',
    first: { name: '逍遥丸' },
    top10: [
      { generic: '逍遥丸', maker: '仲景' },
      { generic: '逍遥丸', maker: '同仁堂' },
      { generic: '逍遥丸', maker: '九芝堂' },
    ],
  },
  {
    q: '马应龙麝香痔疮膏',
    kind: 'generic',
    first: { generic: '马应龙麝香痔疮膏' },
    top10: [{ generic: '马应龙麝香痔疮膏', maker: '马应龙' }],
  },
  { q: '护肝片', kind: 'generic', first: { name: '护肝片' }, top10: [{ generic: '护肝片', maker: '葵花' }] },
  {
    q: '正天丸',
    kind: 'generic',
    first: { generic: '正天丸' },
    top10: [{ generic: '正天丸', maker: '华润三九' }],
  },
  {
    q: '金水宝胶囊',
    kind: 'generic',
    first: { name: '金水宝胶囊' },
    top10: [{ generic: '金水宝胶囊', maker: '济民可信' }],
  },
  {
    q: '枸杞子',
    kind: 'generic',
    first: { name: '枸杞子' },
    top10: [
      { generic: '枸杞子', maker: '早康' },
      { generic: '枸杞子', maker: '康美' },
      { generic: '枸杞子', maker: '沪谯' },
    ],
  },
  {
    q: '人参片',
    kind: 'generic',
    first: { name: '人参片' },
    top10: [
      { generic: '人参片', maker: '益盛' },
      { generic: '人参片', maker: '康美' },
    ],
  },
  {
    q: '菊花',
    kind: 'generic',
    first: { name: '菊花' },
    top10: [
      { generic: '菊花', maker: '华东饮片' },
      { generic: '菊花', maker: '景岳堂' },
      { generic: '菊花', maker: '浙中大饮片' },
    ],
  },
  {
    q: '丹参',
    kind: 'generic',
    first: { name: '丹参' },
    top10: [
      { generic: '丹参', maker: '沪谯' },
      { generic: '丹参', maker: '康美' },
      { generic: '丹参', maker: '百草康神' },
    ],
  },
  {
    q: '薏苡仁',
    kind: 'generic',
    first: { name: '薏苡仁' },
    top10: [
      { generic: '薏苡仁', maker: '沪谯' },
      { generic: '薏苡仁', maker: '协和成' },
    ],
  },
  {
    q: '当归配方颗粒',
    kind: 'generic',
    first: { name: '当归配方颗粒' },
    top10: [
      { generic: '当归配方颗粒', maker: '天江' },
      { generic: '当归配方颗粒', maker: '康仁堂' },
    ],
  },
  {
    q: '医用棉签',
    kind: 'generic',
    first: { name: '医用棉签' },
    top10: [
      { generic: '医用棉签', maker: '稳健医疗' },
      { generic: '医用棉签', maker: '振德' },
      { generic: '医用棉签', maker: '海氏海诺' },
    ],
  },
  {
    q: '电子体温计',
    kind: 'generic',
    first: { name: '电子体温计' },
    top10: [
      { generic: '电子体温计', maker: '鱼跃' },
      { generic: '电子体温计', maker: '欧姆龙' },
      { generic: '电子体温计', maker: '可孚' },
    ],
  },
  {
    q: '血糖仪',
    kind: 'generic',
    first: { name: '血糖仪' },
    top10: [
      { generic: '血糖仪', maker: '三诺' },
      { generic: '血糖仪', maker: '鱼跃' },
    ],
  },
  {
    q: '胰岛素笔用针头',
    kind: 'generic',
    first: { name: '胰岛素笔用针头' },
    top10: [
      { generic: '胰岛素笔用针头', maker: '威高' },
      { generic: '胰岛素笔用针头', maker: '驼人' },
    ],
  },
  {
    q: '鱼油软胶囊',
    kind: 'generic',
    first: { name: '鱼油软胶囊' },
    top10: [
      { generic: '鱼油软胶囊', maker: '汤臣倍健' },
      { generic: '鱼油软胶囊', maker: '养生堂' },
      { generic: '鱼油软胶囊', maker: '仙乐' },
    ],
  },
  {
    q: '医用酒精棉片',
    kind: 'generic',
    first: { name: '医用酒精棉片' },
    top10: [
      { generic: '医用酒精棉片', maker: '海氏海诺' },
      { generic: '医用酒精棉片', maker: '稳健医疗' },
      { generic: '医用酒精棉片', maker: '振德' },
    ],
  },
];
