import { messages } from '../../messages';
import { safeHref } from '../frame/frame-link';
import type { ProductDocument } from './types';

const t = messages.catalogue.item;

/** SDS, COA, TDS…: each a download link labelled with its kind (addresses are data: only safe ones). */
export function ProductDocuments({ documents }: { documents: ProductDocument[] }) {
  const shown = documents.flatMap((doc) => {
    const href = safeHref(doc.url);
    return href ? [{ ...doc, href }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <section className="lm-docs" aria-labelledby="item-docs">
      <h2 id="item-docs" className="lm-item__subtitle">
        {t.documents}
      </h2>
      <ul className="lm-docs__list">
        {shown.map((doc) => (
          <li key={`${doc.kind}-${doc.href}`}>
            <span className="lm-docs__kind">{t.documentKinds[doc.kind] ?? t.documentKinds.OTHER}</span>
            <a href={doc.href} target="_blank" rel="noopener noreferrer">
              {doc.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
