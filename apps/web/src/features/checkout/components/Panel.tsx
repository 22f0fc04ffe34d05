import type { ReactNode } from 'react';

/** A titled block of the confirm/pay pages: a grey title bar and a white body, dense and bordered. */
export function Panel({
  title,
  extra,
  children,
}: {
  title: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section style={{ border: '1px solid #e5e5e5', background: '#fff', marginBottom: 12 }}>
      <header
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          padding: '8px 14px',
          background: '#f7f7f7',
          borderBottom: '1px solid #e5e5e5',
        }}
      >
        <h2 style={{ margin: 0, fontSize: 14, fontWeight: 600 }}>{title}</h2>
        {extra}
      </header>
      <div style={{ padding: '12px 14px' }}>{children}</div>
    </section>
  );
}

/** "12.50" → "¥12.50": display only, the figure itself comes from the server. */
export const yuan = (v: string): string => `¥${v}`;

/** "-¥10.00" for a discount, "¥0.00" when there is none (a minus before nothing reads as an error). */
export const signedYuan = (sign: '-' | '+', v: string): string =>
  v === '0.00' ? yuan(v) : `${sign}${yuan(v)}`;
