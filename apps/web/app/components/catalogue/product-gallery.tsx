import { useState } from 'react';
import { messages } from '../../messages';
import { Icon } from '../frame/icons';
import { Formula } from './formula';

const t = messages.catalogue.item;

/** The product's pictures (thumbnails switch the large one), or a placeholder showing its formula. */
export function ProductGallery({
  name,
  images,
  formula,
}: {
  name: string;
  images: string[];
  formula: string | null;
}) {
  const [shown, setShown] = useState(0);
  const main = images[shown] ?? images[0];
  if (!main) {
    return (
      <div className="lm-gallery lm-gallery--empty">
        <div className="lm-gallery__placeholder">
          {formula ? <Formula formula={formula} /> : <Icon name="flask" size={56} />}
          <span className="lm-gallery__note">{t.noImage}</span>
        </div>
      </div>
    );
  }
  return (
    <div className="lm-gallery">
      <img
        className="lm-gallery__main"
        src={main}
        alt={t.imageAlt(name, shown + 1)}
        width={360}
        height={360}
      />
      {images.length > 1 && (
        <ul className="lm-gallery__thumbs">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                className="lm-gallery__thumb"
                aria-pressed={i === shown}
                onClick={() => setShown(i)}
              >
                <img src={src} alt={t.imageAlt(name, i + 1)} width={56} height={56} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
