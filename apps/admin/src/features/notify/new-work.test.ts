import { describe, expect, it } from 'vitest';
import type { DashboardQueue } from '@shop/shared';
import { newWork, seenAll, settle } from './new-work';

const q = (key: string, count: number, standing = false): DashboardQueue => ({
  key,
  label: key,
  count,
  to: '/',
  ...(standing ? { standing: true } : {}),
});

describe('the bell counts new work, not standing stock', () => {
  it('a super administrator’s standing queues (1,200 unverified, 2,400 low-stock) show 0 on first sight', () => {
    const queues = [q('qualifications', 1200), q('to_ship', 35), q('low_stock', 2400, true)];
    const seen = settle(queues, {});
    expect(newWork(queues, seen)).toBe(0);
  });

  it('counts what entered since the bell was last opened, never standing conditions', () => {
    const seen = settle([q('transfers', 4), q('low_stock', 300, true)], {});
    const later = [q('transfers', 6), q('low_stock', 310, true)];
    expect(newWork(later, settle(later, seen))).toBe(2);
    expect(newWork(later, seenAll(later))).toBe(0);
  });

  it('work done lowers what was seen, so the next arrival counts again', () => {
    let seen = settle([q('refunds_to_pay', 5)], {});
    seen = settle([q('refunds_to_pay', 2)], seen);
    const arrived = [q('refunds_to_pay', 3)];
    expect(newWork(arrived, settle(arrived, seen))).toBe(1);
  });
});
