import { pointsMessages as t } from './points-messages';

/** A gift's picture, or a quiet placeholder when the merchant gave none. */
export function PointsImage({ src, alt, size }: { src: string; alt: string; size: number }) {
  if (!src) {
    return (
      <span className="lm-points-image lm-points-image--empty" style={{ width: size, height: size }}>
        {t.noImage}
      </span>
    );
  }
  return (
    <img
      className="lm-points-image"
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}
