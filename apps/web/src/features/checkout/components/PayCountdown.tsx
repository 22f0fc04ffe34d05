import { useEffect } from 'react';
import { ClockCircleOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useServerClock } from '../../../lib/serverClock';

const pad = (n: number) => String(n).padStart(2, '0');

export function formatRemaining(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/**
 * Time left before an unpaid order is cancelled. It counts on the server's clock (spec §4), so a
 * buyer whose PC clock is wrong still sees the real deadline.
 */
export function PayCountdown({ deadline, onExpired }: { deadline: string; onExpired?: () => void }) {
  const now = useServerClock();
  const due = Math.floor(new Date(deadline).getTime() / 1000);
  const left = now === null ? null : due - now;
  const expired = left !== null && left <= 0;

  useEffect(() => {
    if (expired) onExpired?.();
  }, [expired, onExpired]);

  if (expired) return <span style={{ color: '#d4282d' }}>支付已超时，订单将被自动取消</span>;
  // Until the server's time has arrived, state the deadline itself rather than guess with the PC clock.
  if (left === null)
    return <span>请在 {dayjs(deadline).format('YYYY-MM-DD HH:mm:ss')} 前完成支付，逾期订单将自动取消</span>;
  return (
    <span role="timer" aria-live="off">
      <ClockCircleOutlined style={{ color: '#fa8c16' }} /> 请在{' '}
      <strong style={{ color: '#d4282d', fontSize: 16, fontVariantNumeric: 'tabular-nums' }}>
        {formatRemaining(left)}
      </strong>{' '}
      内完成支付，逾期订单将自动取消
    </span>
  );
}
