import { describe, expect, it } from 'vitest';
import {
  PERMISSION_CODES,
  PERMISSION_DESCRIPTIONS,
  PERMISSION_GROUPS,
  hasPermission,
  isPermission,
} from './permissions';

describe('admin permissions', () => {
  it('does not take names inherited from Object.prototype for permissions', () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(isPermission(name)).toBe(false);
      expect(hasPermission([name], name)).toBe(false);
      expect(hasPermission(['*'], name)).toBe(false);
    }
    expect(hasPermission(['order.view'], 'order.view')).toBe(true);
    expect(hasPermission(['*'], 'order.ship')).toBe(true);
    expect(hasPermission(['order.view'], 'order.ship')).toBe(false);
  });

  it('the role editor’s catalogue lists every permission once, each described in Chinese', () => {
    const grouped = PERMISSION_GROUPS.flatMap((g) => g.codes);
    expect([...grouped].sort()).toEqual([...PERMISSION_CODES].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
    for (const code of PERMISSION_CODES) expect(PERMISSION_DESCRIPTIONS[code]).toMatch(/[\u4e00-\u9fa5]/);
  });
});
