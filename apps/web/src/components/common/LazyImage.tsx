import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { LAZY_LOAD_PRELOAD } from '@shop/shared/constants';

/** Spec §9: start loading when the image is within 1.3 viewport heights, so it is there on arrival. */
export const PRELOAD_MARGIN = `${Math.round((LAZY_LOAD_PRELOAD - 1) * 100)}% 0px`;

interface Props {
  src: string;
  /** Chinese alternative text is required: screen readers and broken images both need it. */
  alt: string;
  width?: number | string;
  height?: number | string;
  className?: string;
  style?: CSSProperties;
  /** Shown instead of a broken-image icon when the file is missing (e.g. a brand without a logo). */
  fallback?: ReactNode;
  /**
   * The page's largest image in the first screen (detail photo, first row of a list): requested at
   * once and ahead of other images, since it decides when the page looks loaded (LCP).
   */
  priority?: boolean;
}

export function LazyImage({ src, alt, width, height, className, style, fallback, priority }: Props) {
  const ref = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(
    () => priority === true || typeof IntersectionObserver === 'undefined',
  );
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (visible || !el) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          io.disconnect();
        }
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [visible]);

  if (failed && fallback !== undefined) return <>{fallback}</>;
  return (
    <img
      onError={() => setFailed(true)}
      ref={ref}
      src={visible ? src : undefined}
      alt={alt}
      width={width}
      height={height}
      className={className}
      style={style}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
