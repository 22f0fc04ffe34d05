import { useEffect, useRef, useState, type CSSProperties } from 'react';
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
}

export function LazyImage({ src, alt, width, height, className, style }: Props) {
  const ref = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');

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

  return (
    <img
      ref={ref}
      src={visible ? src : undefined}
      alt={alt}
      width={width}
      height={height}
      className={className}
      style={style}
      decoding="async"
    />
  );
}
