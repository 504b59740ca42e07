import './product-picture.css';
import { Icon } from '../frame/icons';

/**
 * A product card's picture: its first photo or, for a reagent without one, its structure drawn at
 * import (the alt text is the product's name either way). Without either, a neutral flask that screen
 * readers skip: the card's name says everything it could.
 */
export function ProductPicture({
  src,
  name,
  width,
  height,
  className,
  decorative = false,
}: {
  src: string | null;
  name: string;
  width: number;
  height: number;
  className: string;
  /** The name is written right beside it (a table cell): an alt repeating it is read twice. */
  decorative?: boolean;
}) {
  if (!src) {
    return (
      <span className={`${className} lm-picture--empty`} style={{ width, height }} aria-hidden="true">
        <Icon name="flask" size={Math.round(height / 2.5)} />
      </span>
    );
  }
  return (
    <img
      className={className}
      src={src}
      alt={decorative ? '' : name}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
    />
  );
}
