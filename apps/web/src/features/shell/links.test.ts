import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseActivityLink } from './activityLink';
import { safeRedirect } from './safeRedirect';
import { toSearch } from './pages/LoadingPage';
import { skipsBaseInfo } from '../../components/layout/AppLayout';
import { act, renderHook } from '@testing-library/react';
import { syncServerClock, useServerClock } from '../../lib/serverClock';

describe('activity links (spec §4, §8)', () => {
  it.each([
    ['', { kind: 'empty', msg: '活动未开始' }],
    ['*本活动仅限会员参与', { kind: 'message', msg: '本活动仅限会员参与' }],
    ['*', { kind: 'message', msg: '活动暂未开始' }],
    ['yjh/3#活动将于周五开放', { kind: 'message', msg: '活动将于周五开放' }],
    ['yjh/3', { kind: 'internal', to: '/yjh/3' }],
    ['//evil.example/x', { kind: 'internal', to: '/evil.example/x' }],
    ['https://example.com/a', { kind: 'external', href: 'https://example.com/a' }],
  ])('%j', (raw, expected) => expect(parseActivityLink(raw)).toEqual(expected));
});

describe('login redirect', () => {
  it.each([
    [null, '/'],
    ['/cart', '/cart'],
    ['/list?select=3', '/list?select=3'],
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/login?redirect=/x', '/'],
    ['/\t/evil.example', '/'],
    ['/\n/evil.example', '/'],
    ['/\\evil.example', '/'],
    ['\\\\evil.example', '/'],
  ])('%s → %s', (raw, to) => expect(safeRedirect(raw)).toBe(to));
});

describe('transit query', () => {
  it('accepts a query string or a JSON object', () => {
    expect(toSearch('select=3&qx=2')).toBe('?select=3&qx=2');
    expect(toSearch('{"select":3,"zy":2}')).toBe('?select=3&zy=2');
    expect(toSearch(null)).toBe('');
  });
});

describe('base info (spec §6)', () => {
  it('is not fetched on login, member-centre and WeChat-binding pages', () => {
    for (const p of ['/login', '/user', '/user_hyzx', '/zhzx/bdwx']) expect(skipsBaseInfo(p)).toBe(true);
    for (const p of ['/', '/cart', '/list', '/zhzx/basic']) expect(skipsBaseInfo(p)).toBe(false);
  });
});

describe('server clock', () => {
  afterEach(() => vi.useRealTimers());
  it('converts 10-digit seconds and advances one per tick', () => {
    vi.useFakeTimers();
    syncServerClock(1_800_000_000);
    const { result } = renderHook(() => useServerClock());
    expect(result.current).toBe(1_800_000_000);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(result.current).toBe(1_800_000_003);
  });
});
