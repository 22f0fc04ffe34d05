import { customPinyin, pinyin } from 'pinyin-pro';

/**
 * Drug-name polyphones pinyin-pro reads wrongly (参 as "can", 术 as "shu", 阿胶 as "a jiao",
 * 重组 as "zhong zu"). Longer keys win over shorter ones inside pinyin-pro, so 阿司匹林 keeps "a".
 */
const DRUG_POLYPHONES: Record<string, string> = {
  参: 'shen',
  参苓: 'shen ling',
  人参: 'ren shen',
  党参: 'dang shen',
  丹参: 'dan shen',
  苦参: 'ku shen',
  沙参: 'sha shen',
  南沙参: 'nan sha shen',
  北沙参: 'bei sha shen',
  玄参: 'xuan shen',
  重组: 'chong zu',
  阿胶: 'e jiao',
  东阿: 'dong e',
  阿司匹林: 'a si pi lin',
  白术: 'bai zhu',
  苍术: 'cang zhu',
  莪术: 'e zhu',
  地黄: 'di huang',
  熟地黄: 'shu di huang',
  藿香: 'huo xiang',
  当归: 'dang gui',
  黄芪: 'huang qi',
  厚朴: 'hou po',
  石斛: 'shi hu',
  茜草: 'qian cao',
  大黄: 'da huang',
  柴胡: 'chai hu',
  还少丹: 'huan shao dan',
  藏红花: 'zang hong hua',
  蛤蚧: 'ge jie',
  枳壳: 'zhi ke',
  薄荷: 'bo he',
  没药: 'mo yao',
  黄柏: 'huang bo',
  知柏: 'zhi bai',
  调经: 'tiao jing',
};

customPinyin(DRUG_POLYPHONES);

export interface PinyinKeys {
  /** Full pinyin without tones or spaces: 感冒灵颗粒 → ganmaolingkeli. */
  pinyin: string;
  /** First letters: 感冒灵颗粒 → gmlkl. Non-Chinese characters are kept as they are. */
  initials: string;
}

const tidy = (parts: string[]): string => parts.join('').replace(/\s+/g, '').toLowerCase();

export function pinyinKeys(text: string): PinyinKeys {
  const full = pinyin(text, { toneType: 'none', type: 'array', nonZh: 'consecutive', v: true });
  const first = pinyin(text, {
    pattern: 'first',
    toneType: 'none',
    type: 'array',
    nonZh: 'consecutive',
    v: true,
  });
  return { pinyin: tidy(full), initials: tidy(first) };
}

export interface SearchFields {
  name: string;
  genericName: string;
  tradeName?: string | null | undefined;
  manufacturerName?: string | null | undefined;
  manufacturerShortName?: string | null | undefined;
  brand?: string | null | undefined;
  approvalNo?: string | null | undefined;
  barcode?: string | null | undefined;
  pinyin?: string | null | undefined;
  initials?: string | null | undefined;
}

/**
 * Everything a buyer may type for one goods, lower-cased and space separated, for trigram matching:
 * names, maker, brand, approval number, barcode, and the pinyin and initials of name and generic name.
 */
export function buildSearchText(f: SearchFields): string {
  const keys = f.pinyin === undefined || f.initials === undefined ? pinyinKeys(f.name) : null;
  const parts = [
    f.name,
    f.genericName,
    f.tradeName,
    f.manufacturerName,
    f.manufacturerShortName,
    f.brand,
    f.approvalNo,
    f.barcode,
    f.pinyin ?? keys?.pinyin,
    f.initials ?? keys?.initials,
  ];
  // "999 感冒灵颗粒" must also be found by the generic name's own initials (gmlkl) as a prefix.
  if (f.genericName && f.genericName !== f.name) {
    const generic = pinyinKeys(f.genericName);
    parts.push(generic.pinyin, generic.initials);
  }
  const seen = new Set<string>();
  for (const p of parts) {
    const v = (p ?? '').trim().toLowerCase();
    if (v) seen.add(v);
  }
  return [...seen].join(' ');
}
