import { describe, expect, it } from 'vitest';
import { buildSearchText, pinyinKeys } from './pinyin';

describe('pinyinKeys', () => {
  it.each([
    ['感冒灵颗粒', 'ganmaolingkeli', 'gmlkl'],
    ['阿莫西林', 'amoxilin', 'amxl'],
    ['阿胶', 'ejiao', 'ej'],
    ['阿司匹林肠溶片', 'asipilinchangrongpian', 'asplcrp'],
    ['参苓白术散', 'shenlingbaizhusan', 'slbzs'],
    ['重组人胰岛素注射液', 'chongzurenyidaosuzhusheye', 'czrydszsy'],
    ['六味地黄丸', 'liuweidihuangwan', 'lwdhw'],
    ['复方丹参滴丸', 'fufangdanshendiwan', 'ffdsdw'],
    ['苦参', 'kushen', 'ks'],
    ['莪术油', 'ezhuyou', 'ezy'],
    ['女金丸', 'nvjinwan', 'njw'],
  ])('%s → %s / %s', (text, full, initials) => {
    expect(pinyinKeys(text)).toEqual({ pinyin: full, initials });
  });

  it('keeps brand digits and latin letters, lower-cased, without spaces', () => {
    expect(pinyinKeys('999 感冒灵颗粒')).toEqual({ pinyin: '999ganmaolingkeli', initials: '999gmlkl' });
    expect(pinyinKeys('OK 维生素C片').initials).toBe('okwssCp'.toLowerCase());
  });
});

describe('buildSearchText', () => {
  it('joins every searchable field once, lower-cased', () => {
    const text = buildSearchText({
      name: '999 感冒灵颗粒',
      genericName: '感冒灵颗粒',
      tradeName: '999',
      manufacturerName: '华润三九医药股份有限公司',
      manufacturerShortName: '华润三九',
      brand: '华润三九',
      approvalNo: '国药准字Z44021940',
      barcode: '6901234567892',
    });
    expect(text).toContain('华润三九医药股份有限公司');
    expect(text).toContain('国药准字z44021940');
    expect(text).toContain('gmlkl');
    expect(text).toContain('999ganmaolingkeli');
    expect(text.split(' ')).toContain('gmlkl');
    expect(text.split(' ').filter((w) => w === '华润三九')).toHaveLength(1);
  });
});
