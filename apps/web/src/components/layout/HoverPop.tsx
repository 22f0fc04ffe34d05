import { useState, type ReactNode } from 'react';

/**
 * A panel under its trigger while the pointer or focus is on either: the header's popovers in
 * plain elements (layout.css .ky-hoverpop), so antd's Popover and its trigger code stay off the
 * first paint. The panel mounts only when open, so what it holds (a QR code) loads on first hover.
 */
export function HoverPop({ content, children }: { content: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <span
      className="ky-hoverpop"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      {children}
      {open && (
        <span className="ky-hoverpop-panel" role="tooltip">
          {content}
        </span>
      )}
    </span>
  );
}
