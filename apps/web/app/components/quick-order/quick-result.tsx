import { displayYuan } from '@labmall/rules';
import { Link } from 'react-router';
import { MissingQualifications } from '../compliance/missing-qualifications';
import { ActivityUnitPrice } from '../sales/activity-line';
import { salesMessages } from '../sales/sales-messages';
import { quickMessages } from './quick-messages';
import type { QuickOption, QuickResult } from './quick-rows';

const t = quickMessages;

const optionText = (o: QuickOption) =>
  [
    o.name,
    o.grade,
    [o.pack, o.spec].filter(Boolean).join(' '),
    o.sku,
    displayYuan(o.price),
    `库存 ${o.stock}`,
  ]
    .filter(Boolean)
    .join(' · ');

export interface QuickResultCellProps {
  result: QuickResult;
  row: number;
  onPick: (option: QuickOption) => void;
  onQuantity: (quantity: number) => void;
}

/** A line's verdict: what it buys, the options to choose from, or what is wrong and the fix. */
export function QuickResultCell({ result, row, onPick, onQuantity }: QuickResultCellProps) {
  const { kind, sku } = result;
  return (
    <div className={`lm-quick-result lm-quick-result--${kind}`}>
      <p className="lm-quick-result__head">
        <strong className="lm-quick-result__kind">{t.kinds[kind]}</strong>
        {result.message !== t.kinds[kind] && kind !== 'qualification' ? <span>{result.message}</span> : null}
      </p>
      {kind === 'qualification' ? <MissingQualifications missing={result.missing} /> : null}
      {sku && kind !== 'off_sale' ? (
        <p className="lm-quick-result__sku">
          <Link to={`/item/${sku.product_id}`}>{sku.name}</Link>
          <span>{[sku.grade, sku.pack, sku.spec].filter(Boolean).join(' · ')}</span>
          <span>{sku.sku}</span>
          <span className="lm-quick-result__price">
            {sku.activity ? (
              <span className="lm-sales-tag" title={sku.activity.title}>
                {salesMessages.activityPrice}
              </span>
            ) : null}
            <ActivityUnitPrice price={sku.price} listPrice={sku.list_price} />
          </span>
        </p>
      ) : null}
      {kind === 'ambiguous' ? (
        <select
          className="lm-input lm-quick-result__pick"
          aria-label={t.pickLabel(row)}
          defaultValue=""
          onChange={(event) => {
            const option = result.options.find((o) => String(o.sku_id) === event.target.value);
            if (option) onPick(option);
          }}
        >
          <option value="" disabled>
            {t.pick}
          </option>
          {result.options.map((o) => (
            <option key={o.sku_id} value={o.sku_id}>
              {optionText(o)}
            </option>
          ))}
        </select>
      ) : null}
      {(kind === 'quantity' || kind === 'stock') && result.suggested_quantity !== null ? (
        <button
          type="button"
          className="lm-link-button"
          onClick={() => onQuantity(result.suggested_quantity!)}
        >
          {t.takeQuantity(result.suggested_quantity)}
        </button>
      ) : null}
    </div>
  );
}
