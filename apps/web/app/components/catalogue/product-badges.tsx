import { messages } from '../../messages';
import { GhsPictogram } from './ghs-pictogram';
import type { ProductDetail } from './types';

const t = messages.catalogue.item;

/** 剧毒 and 易制毒 carry the heaviest paperwork: they must not be missed. */
const isSevere = (code: string) => code === 'highly-toxic' || code.startsWith('precursor-');

type HazardFacts = Pick<ProductDetail, 'controlled' | 'hazards' | 'ghs'>;

export function hasHazardInformation({ controlled, hazards, ghs }: HazardFacts): boolean {
  return (
    controlled.length > 0 ||
    hazards.length > 0 ||
    ghs.pictograms.length > 0 ||
    ghs.signal_word !== null ||
    ghs.precautions.length > 0
  );
}

/**
 * 危险性信息: the controlled classes and the GHS label in one block — pictograms, signal word, the
 * hazard statements, and the precautionary ones folded under 防范说明 (they run to twenty lines). The
 * same for every visitor: nothing in it depends on who looks, so the page stays cacheable.
 */
export function HazardBlock({ product }: { product: HazardFacts }) {
  if (!hasHazardInformation(product)) return null;
  const { controlled, hazards, ghs } = product;
  return (
    <section className="lm-hazard-block" aria-labelledby="item-hazard-info">
      <h2 id="item-hazard-info" className="lm-hazard-block__title">
        {t.hazardInfo}
      </h2>
      {controlled.length > 0 && (
        <div className="lm-badges">
          <span className="lm-badges__label">{t.controlled}</span>
          <ul className="lm-badges__list">
            {controlled.map((item) => (
              <li
                key={item.code}
                className={`lm-controlled${isSevere(item.code) ? ' lm-controlled--severe' : ''}`}
              >
                {item.label}
              </li>
            ))}
          </ul>
        </div>
      )}
      {(ghs.pictograms.length > 0 || ghs.signal_word) && (
        <div className="lm-ghs">
          {ghs.pictograms.length > 0 && (
            <ul className="lm-ghs__pictograms" aria-label={t.pictograms}>
              {ghs.pictograms.map((p) => (
                <li key={p.code}>
                  <GhsPictogram code={p.code} />
                </li>
              ))}
            </ul>
          )}
          {ghs.signal_word && (
            <p className="lm-ghs__signal">
              <span className="lm-badges__label">{t.signalWord}</span>
              <strong className={`lm-signal lm-signal--${ghs.signal_word === '危险' ? 'danger' : 'warning'}`}>
                {ghs.signal_word}
              </strong>
            </p>
          )}
        </div>
      )}
      {hazards.length > 0 && (
        <>
          <h3 className="lm-hazard-block__subtitle">{t.hazards}</h3>
          <ul className="lm-hazards__list">
            {hazards.map((hazard) => (
              <li key={hazard.code} className="lm-hazard">
                <span className="lm-hazard__code">{hazard.code}</span>
                <span className="lm-hazard__text">{hazard.text}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {ghs.precautions.length > 0 && (
        <details className="lm-precautions">
          <summary>{t.precautions(ghs.precautions.length)}</summary>
          <ul className="lm-hazards__list">
            {ghs.precautions.map((p) => (
              <li key={p.code} className="lm-hazard">
                <span className="lm-hazard__code lm-hazard__code--p">{p.code}</span>
                <span className="lm-hazard__text">{p.text}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
