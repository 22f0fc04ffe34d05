import dayjs from 'dayjs';

/**
 * Server times are ISO instants (UTC, "…Z"); buyers read them on their own clock, so format in the
 * browser's time zone rather than cutting the string (which would show UTC to a buyer in Beijing).
 */
export const fmtTime = (iso: string | null | undefined): string =>
  iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '—';
