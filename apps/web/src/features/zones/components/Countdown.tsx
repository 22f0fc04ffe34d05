import { useServerClock } from '../../../lib/serverClock';

const pad = (n: number) => String(n).padStart(2, '0');

/** 「距结束 02:13:09」 on the server clock (spec §4), so a buyer's wrong PC clock changes nothing. */
export function Countdown({
  timestamp,
  target,
  prefix,
}: {
  /** Server time (seconds) the data arrived with. */
  timestamp: number;
  /** The moment counted down to, in seconds. */
  target: number;
  prefix: string;
}) {
  const now = useServerClock(timestamp) ?? timestamp;
  const left = Math.max(0, target - now);
  const days = Math.floor(left / 86_400);
  const h = Math.floor((left % 86_400) / 3600);
  const m = Math.floor((left % 3600) / 60);
  const s = left % 60;
  return (
    <span className="ky-countdown" role="timer">
      {prefix}
      {days > 0 && <b>{days}天</b>}
      <b>{pad(h)}</b>:<b>{pad(m)}</b>:<b>{pad(s)}</b>
    </span>
  );
}
