import { describe, expect, it } from 'vitest';
import { GoodsScopeSchema } from '../contracts/admin-goods';
import { REGISTRABLE_SCOPES } from '../contracts/account';
import { SCOPE_LABELS, scopeCode, scopeLabel } from './purchase-eligibility';

describe('one 经营范围 vocabulary (issue 27)', () => {
  it('the import takes a scope by its Chinese name or an old code, and refuses an unknown one', () => {
    expect(GoodsScopeSchema.parse('化学药制剂')).toBe('chemical');
    expect(GoodsScopeSchema.parse('消毒产品')).toBe('disinfect');
    expect(GoodsScopeSchema.parse('health_food')).toBe('food_health');
    const bad = GoodsScopeSchema.safeParse('保健品');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('经营范围不正确，请填写中文名称，如 化学药制剂');
  });
  it('registration offers every scope of the vocabulary (but 控销), each with one Chinese name', () => {
    expect([...REGISTRABLE_SCOPES, 'controlled'].sort()).toEqual(Object.keys(SCOPE_LABELS).sort());
    expect(new Set(Object.values(SCOPE_LABELS)).size).toBe(Object.keys(SCOPE_LABELS).length);
    expect(scopeLabel('disinfectant')).toBe('消毒产品');
    expect(scopeCode('第二类医疗器械')).toBe('device_2');
  });
});
