import { STRUCTURE_MODE_LABELS, STRUCTURE_PAGE_SIZE } from '@labmall/contract/structure-limits';
import { Formula } from '../catalogue/formula';
import { ProductRow } from '../catalogue/product-row';
import { PageLinks } from '../controls/page-links';
import { type StructureAnswer, type StructureCard, structureMessages as t } from './structure-messages';
import { MAX_STRUCTURE_PAGE, type StructureQuery, svgDataUrl } from './structure-query';

/** The searched structure as the server read it: its drawing, formula and canonical SMILES. */
function QueryStructure({ query }: { query: StructureAnswer['query'] }) {
  return (
    <figure className="lm-structure-query">
      <img src={svgDataUrl(query.picture)} alt={t.queryPicture} width={180} height={132} />
      <figcaption>
        <p className="lm-structure-query__title">{t.yourQuery}</p>
        <dl className="lm-facts-inline">
          <div>
            <dt>{t.formula}</dt>
            <dd>
              <Formula formula={query.formula} />
            </dd>
          </div>
          <div>
            <dt>{t.smiles}</dt>
            <dd className="lm-structure-query__smiles" lang="en">
              {query.smiles}
            </dd>
          </div>
        </dl>
      </figcaption>
    </figure>
  );
}

/** A result: the list's card, its picture the product's structure with the matched part highlighted. */
function StructureRow({ card, member }: { card: StructureCard; member: boolean }) {
  const src = card.match_picture ? svgDataUrl(card.match_picture) : card.picture;
  return (
    <ProductRow product={card} member={member} picture={{ src, width: 150, height: 110 }}>
      {card.similarity !== null && (
        <p className="lm-structure-similarity">
          {t.similarity}
          <strong>{t.percent(card.similarity)}</strong>
        </p>
      )}
    </ProductRow>
  );
}

export function StructureResults({
  result,
  query,
  member,
}: {
  result: StructureAnswer;
  query: StructureQuery;
  member: boolean;
}) {
  const pages = Math.min(Math.ceil(result.total / STRUCTURE_PAGE_SIZE), MAX_STRUCTURE_PAGE);
  return (
    <section className="lm-structure-results" aria-labelledby="structure-results">
      <h2 id="structure-results" className="lm-sr-only">
        {t.results}
      </h2>
      <QueryStructure query={result.query} />
      <div className="lm-list__toolbar">
        <p className="lm-list__count">
          {STRUCTURE_MODE_LABELS[query.mode]}
          {' · '}
          {t.count(result.total, result.capped)}
        </p>
      </div>
      {result.note && <p className="lm-list__note">{result.note}</p>}
      {result.list.length > 0 ? (
        <ul className="lm-list__rows">
          {result.list.map((card) => (
            <li key={card.id}>
              <StructureRow card={card} member={member} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="lm-structure-none">
          <p>{t.none}</p>
          <p>{t.noneHints[query.mode]}</p>
        </div>
      )}
      <PageLinks current={query.page} pages={pages} />
    </section>
  );
}
