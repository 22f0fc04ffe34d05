import { describe, expect, it } from 'vitest';
import { fallbacks, parseKeyword } from './keyword';
import { expandSynonyms, MAX_TERMS } from './synonyms';

describe('expandSynonyms', () => {
  it('rewrites an old name into the generic name and back', () => {
    expect(expandSynonyms('扑热息痛')).toContain('对乙酰氨基酚');
    expect(expandSynonyms('对乙酰氨基酚片')).toContain('扑热息痛片');
    expect(expandSynonyms('消炎痛')).toEqual(['消炎痛', '吲哚美辛']);
    expect(expandSynonyms('心痛定')).toContain('硝苯地平');
  });
  it('prefers the longest member, so 维生素c is not read as 维c', () => {
    expect(expandSynonyms('维生素c片')).toEqual(['维生素c片', '维c片', 'vc片']);
    expect(expandSynonyms('维c')).toContain('维生素c');
  });
  it('keeps unrelated keywords as they are and caps the terms', () => {
    expect(expandSynonyms('感冒灵')).toEqual(['感冒灵']);
    expect(expandSynonyms('扑热息痛').length).toBeLessThanOrEqual(MAX_TERMS);
  });
});

describe('parseKeyword', () => {
  it('trims, lower-cases and splits words', () => {
    expect(parseKeyword('  GMLJ ')).toMatchObject({ text: 'gmlj', words: [['gmlj']] });
    expect(parseKeyword('感冒灵  华润')?.words).toEqual([['感冒灵'], ['华润']]);
    expect(parseKeyword('   ')).toBeNull();
    expect(parseKeyword(undefined)).toBeNull();
  });
});

describe('fallbacks', () => {
  it('splits where digits meet Chinese, then reads the pinyin typed, then tries fuzzy', () => {
    const k = parseKeyword('999感冒灵');
    if (!k) throw new Error('no keyword');
    const [split, spoken, fuzzy] = fallbacks(k);
    expect(split?.words).toEqual([['999'], ['感冒灵']]);
    expect(spoken?.words).toEqual([['999ganmaoling']]);
    expect(fuzzy).toMatchObject({ text: '999感冒灵', fuzzy: true });
  });
  it('reads a homophone typo as its pinyin (布络芬 is typed as buluofen)', () => {
    const k = parseKeyword('布络芬');
    if (!k) throw new Error('no keyword');
    expect(fallbacks(k).map((f) => f.text)).toContain('buluofen');
  });
  it('does not go fuzzy on 1-2 characters', () => {
    const k = parseKeyword('gm');
    expect(k && fallbacks(k)).toEqual([]);
  });
});
