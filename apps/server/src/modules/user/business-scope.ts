/**
 * 经营范围 codes stored on companies and goods, with the labels of a drug-trading licence. Codes
 * the table does not know are shown as they are rather than hidden.
 */
export const SCOPE_LABELS: Readonly<Record<string, string>> = {
  chemical: '化学药制剂',
  antibiotic: '抗生素制剂',
  tcm_patent: '中成药',
  tcm_slices: '中药饮片',
  tcm_granules: '中药配方颗粒',
  biological: '生物制品',
  biochemical: '生化药品',
  ephedrine: '含麻黄碱类复方制剂',
  prescription: '处方药',
  otc: '非处方药',
  device_1: '第一类医疗器械',
  device_2: '第二类医疗器械',
  device_3: '第三类医疗器械',
  health_food: '保健食品',
  food_health: '保健食品',
  food: '预包装食品',
  cosmetics: '化妆品',
  disinfectant: '消毒产品',
  disinfect: '消毒产品',
  family_planning: '计生用品',
};

export const scopeLabel = (code: string): string => SCOPE_LABELS[code] ?? code;
