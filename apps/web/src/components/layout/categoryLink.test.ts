import { describe, expect, it } from 'vitest';
import { categoryHref, listZoneOf } from './categoryLink';

const q = (s: string) => new URLSearchParams(s);
const special = { show: true, company: '杭州康健大药房有限公司', is_special: true, is_show_youx: true };
const plain = { show: true, company: '仁爱诊所', is_special: false, is_show_youx: false };

describe('category-menu variants of the goods list (spec §2 Header, §6)', () => {
  it('keeps a category inside its zone: qx=2 special, zy=2 self-operated, is_youx=1 youxuan', () => {
    expect(categoryHref(12, 'category_qx')).toBe('/list?select=12&qx=2');
    expect(categoryHref(12, 'category_zy')).toBe('/list?select=12&zy=2');
    expect(categoryHref(12, 'category_yx')).toBe('/list?select=12&is_youx=1');
    expect(categoryHref(12, 'category')).toBe('/list?select=12');
  });

  it('a buyer with is_special and is_show_youx gets the special and youxuan menus', () => {
    expect(listZoneOf(q('qx=2&select=3'), special)?.zone).toBe('category_qx');
    expect(listZoneOf(q('is_youx=1'), special)?.name).toBe('优选专区');
    expect(listZoneOf(q('zy=2'), special)?.zone).toBe('category_zy');
    expect(listZoneOf(q('select=3'), special)).toBeNull();
  });

  it('without is_special or is_show_youx the list keeps the general menu; self-operated is for all', () => {
    expect(listZoneOf(q('qx=2'), plain)).toBeNull();
    expect(listZoneOf(q('is_youx=1'), plain)).toBeNull();
    expect(listZoneOf(q('zy=2'), plain)?.zone).toBe('category_zy');
    // Visitors have no flags: no special zone, youxuan shown as the shop's default.
    expect(listZoneOf(q('qx=2'), { show: true })).toBeNull();
    expect(listZoneOf(q('is_youx=1'), { show: true })?.zone).toBe('category_yx');
    // A buyer's own flag is what opens the special zone (base info's boolean, per the contract).
    expect(listZoneOf(q('qx=2'), { show: true, is_special: true })?.zone).toBe('category_qx');
  });
});
