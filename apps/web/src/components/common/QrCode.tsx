import { lazy, Suspense } from 'react';

// The QR generator only ever shows inside hover popovers (app download, WeChat): it loads when one
// first opens instead of with every page's first paint.
const QrImage = lazy(() => import('./QrImage'));

export function QrCode({ value, size }: { value: string; size: number }) {
  return (
    <Suspense fallback={<div style={{ width: size, height: size }} />}>
      <QrImage value={value} size={size} />
    </Suspense>
  );
}
