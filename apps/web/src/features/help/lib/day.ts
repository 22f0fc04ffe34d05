import dayjs from 'dayjs';

/** Article and news dates are shown as a day: 2026-11-20. */
export const formatDay = (iso: string) => dayjs(iso).format('YYYY-MM-DD');
