/** "12.50" → "¥12.50": display only, the figure itself comes from the server. */
export const yuan = (v: string): string => `¥${v}`;

/** "-¥10.00" for a discount, "¥0.00" when there is none (a minus before nothing reads as an error). */
export const signedYuan = (sign: '-' | '+', v: string): string =>
  v === '0.00' ? yuan(v) : `${sign}${yuan(v)}`;
