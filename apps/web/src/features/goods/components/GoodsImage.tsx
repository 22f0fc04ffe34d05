import { LazyImage } from '../../../components/common/LazyImage';

/** First image of a goods, or a neutral placeholder box with its name. */
export function GoodsImage({
  images,
  name,
  size,
  priority,
}: {
  images: string[];
  name: string;
  size: number;
  /** In the first screen and large: loaded at once, first (see LazyImage). */
  priority?: boolean;
}) {
  const src = images[0];
  if (!src) {
    return (
      <div className="ky-img-placeholder" style={{ width: size, height: size }}>
        {name.slice(0, 6)}
      </div>
    );
  }
  return <LazyImage src={src} alt={name} width={size} height={size} priority={priority} />;
}
