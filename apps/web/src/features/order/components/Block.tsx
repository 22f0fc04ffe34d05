import type { ReactNode } from 'react';

/** A titled block of the member centre pages. */
export function Block({
  title,
  extra,
  children,
}: {
  title: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section style={{ background: '#fff', border: '1px solid #e8e8e8', marginBottom: 12 }}>
      <header
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          padding: '8px 14px',
          borderBottom: '1px solid #f0f0f0',
          background: '#fafafa',
        }}
      >
        <h2 style={{ margin: 0, fontSize: 14, fontWeight: 600 }}>{title}</h2>
        {extra}
      </header>
      <div style={{ padding: '10px 14px' }}>{children}</div>
    </section>
  );
}
