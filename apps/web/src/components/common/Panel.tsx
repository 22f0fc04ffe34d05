import type { ReactNode } from 'react';

/** A titled block (confirm/pay pages, orders, member centre): grey title bar, white body, dense and bordered. */
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
