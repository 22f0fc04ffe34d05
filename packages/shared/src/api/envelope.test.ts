import { describe, expect, it } from 'vitest';
import { ApiCode, isLoginCode, isSuccessCode, reactionFor, SYSTEM_BUSY_MSG } from './envelope';

describe('reactionFor (spec §8 error catalogue)', () => {
  it.each([10000, 200, 201])('%i is a success: no reaction', (code) => {
    expect(reactionFor(code, '操作成功')).toEqual({ kind: 'none' });
    expect(isSuccessCode(code)).toBe(true);
  });

  it.each([10001, 401])('%i sends the browser to the login page', (code) => {
    expect(reactionFor(code, '请先登录', code === 401 ? 401 : 200)).toEqual({ kind: 'login' });
    expect(isLoginCode(code)).toBe(true);
  });

  it('459 shows the message, then goes to the contract page', () => {
    expect(reactionFor(459, '请先签署电子合同')).toEqual({ kind: 'contract', msg: '请先签署电子合同' });
  });

  it('422 toasts the first validation message as sent', () => {
    expect(reactionFor(ApiCode.VALIDATION, '请输入用户名或手机号', 422)).toEqual({
      kind: 'toast',
      msg: '请输入用户名或手机号',
    });
  });

  it.each([500, 502, 503, 599])('%i toasts the system-busy text, never the server detail', (code) => {
    expect(reactionFor(code, 'ECONNREFUSED 10.0.0.3:5432', code)).toEqual({
      kind: 'toast',
      msg: SYSTEM_BUSY_MSG,
    });
    expect(SYSTEM_BUSY_MSG).toBe('系统繁忙，请稍候再试');
  });

  it('an HTTP 5xx wins over whatever code a proxy page pretends', () => {
    expect(reactionFor(10002, 'Bad Gateway', 503)).toEqual({ kind: 'toast', msg: SYSTEM_BUSY_MSG });
  });

  it.each([10002, 403, 404, 409, 429, 600, 0])(
    '%i is an alert titled 温馨提示 with the server message',
    (code) => {
      expect(reactionFor(code, '库存不足')).toEqual({ kind: 'alert', title: '温馨提示', msg: '库存不足' });
    },
  );

  it('codes next to the special ones are not mistaken for them', () => {
    expect(reactionFor(10003, 'x').kind).toBe('alert');
    expect(reactionFor(202, 'x').kind).toBe('alert');
    expect(reactionFor(458, 'x').kind).toBe('alert');
    expect(reactionFor(499, 'x', 499).kind).toBe('alert');
    expect(isSuccessCode(10001)).toBe(false);
    expect(isLoginCode(403)).toBe(false);
  });
});
