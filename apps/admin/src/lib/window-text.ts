import dayjs from 'dayjs';

const at = (t: string | null | undefined) => (t ? dayjs(t).format('YYYY-MM-DD HH:mm') : '不限');

/**
 * A time window as the back office shows it (ads, promotions), with the year: a window often runs
 * past the year's end, and 11-27 alone read as today's date.
 */
export const windowText = (starts: string | null | undefined, ends: string | null | undefined) =>
  `${at(starts)} ~ ${at(ends)}`;
