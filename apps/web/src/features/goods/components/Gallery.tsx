import { useState } from 'react';
import { GoodsImage } from './GoodsImage';

/** Large image with thumbnails; hovering a thumbnail shows it. */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  return (
    <div className="ky-gallery">
      <div className="ky-gallery-main">
        <GoodsImage images={current ? [current] : []} name={name} size={360} priority />
      </div>
      <div className="ky-gallery-thumbs">
        {images.slice(0, 5).map((src, i) => (
          <img
            key={src}
            src={src}
            alt={`${name} 图${i + 1}`}
            className={i === index ? 'is-active' : ''}
            onMouseEnter={() => setIndex(i)}
          />
        ))}
      </div>
    </div>
  );
}
