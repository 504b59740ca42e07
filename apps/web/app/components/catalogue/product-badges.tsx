import { messages } from '../../messages';
import type { ProductDetail } from './types';

const t = messages.catalogue.item;

/** 剧毒 and 易制毒 carry the heaviest paperwork: they must not be missed. */
const isSevere = (code: string) => code === 'highly-toxic' || code.startsWith('precursor-');

/** Controlled classes (易制毒、易制爆、剧毒、危险化学品) as labelled badges, the severe ones in solid red. */
export function ControlledBadges({ controlled }: { controlled: ProductDetail['controlled'] }) {
  if (controlled.length === 0) return null;
  return (
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
  );
}

/** GHS hazard statements: the code in a red-bordered box, then its Chinese text. */
export function HazardBadges({ hazards }: { hazards: ProductDetail['hazards'] }) {
  if (hazards.length === 0) return null;
  return (
    <section className="lm-hazards" aria-labelledby="item-hazards">
      <h2 id="item-hazards" className="lm-item__subtitle">
        {t.hazards}
      </h2>
      <ul className="lm-hazards__list">
        {hazards.map((hazard) => (
          <li key={hazard.code} className="lm-hazard">
            <span className="lm-hazard__code">{hazard.code}</span>
            <span className="lm-hazard__text">{hazard.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
