import { useState } from 'react';
import { messages } from '../../messages';
import { Icon } from '../frame/icons';
import { Formula } from './formula';

const t = messages.catalogue.item;

/**
 * The chemical structure drawn at import, large, with the formula and CAS beside it. Its alt text is
 * the product's name: the picture is the substance the name names.
 */
function StructureFigure({
  name,
  src,
  formula,
  cas,
}: {
  name: string;
  src: string;
  formula: string | null;
  cas: string | null;
}) {
  return (
    <figure className="lm-structure">
      {/* Usually the page's largest paint: asked for at once, not after the stylesheet (Lighthouse's LCP discovery). */}
      <img
        className="lm-structure__picture"
        src={src}
        alt={name}
        width={360}
        height={264}
        fetchPriority="high"
      />
      {(formula || cas) && (
        <figcaption className="lm-structure__caption">
          {formula && <Formula formula={formula} />}
          {cas && (
            <span>
              {t.cas} {cas}
            </span>
          )}
        </figcaption>
      )}
    </figure>
  );
}

/**
 * The product's pictures (thumbnails switch the large one) and its structure; a product with neither
 * gets a neutral placeholder, hidden from screen readers (the facts beside it say the formula).
 */
export function ProductGallery({
  name,
  images,
  formula,
  cas,
  structurePicture,
}: {
  name: string;
  images: string[];
  formula: string | null;
  cas: string | null;
  structurePicture: string | null;
}) {
  const [shown, setShown] = useState(0);
  const main = images[shown] ?? images[0];
  const structure = structurePicture ? (
    <StructureFigure name={name} src={structurePicture} formula={formula} cas={cas} />
  ) : null;
  if (!main) {
    if (structure) return <div className="lm-gallery">{structure}</div>;
    return (
      <div className="lm-gallery lm-gallery--empty">
        <div className="lm-gallery__placeholder" aria-hidden="true">
          {formula ? <Formula formula={formula} /> : <Icon name="flask" size={56} />}
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
      {structure}
    </div>
  );
}
