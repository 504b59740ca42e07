import { formatYuan } from '@labmall/rules';
import { Link } from 'react-router';
import { messages } from '../../messages';

const t = messages.memberLists.collect;

export interface CollectToolbarProps {
  allSelected: boolean;
  anySelectable: boolean;
  count: number;
  totalFen: number;
  busy: boolean;
  onToggleAll: () => void;
  onRemoveSelected: () => void;
  onAddToCart: () => void;
}

/** Under the list: 全选, 删除所选, the selected count and total, 加入采购单. */
export function CollectToolbar(props: CollectToolbarProps) {
  const { allSelected, anySelectable, count, totalFen, busy } = props;
  return (
    <div className="lm-collect-bar">
      <label className="lm-collect-bar__all">
        <input
          type="checkbox"
          checked={anySelectable && allSelected}
          disabled={!anySelectable}
          onChange={props.onToggleAll}
        />
        {t.selectAll}
      </label>
      <button
        type="button"
        className="lm-link-button"
        disabled={count === 0}
        onClick={props.onRemoveSelected}
      >
        {t.removeSelected}
      </button>
      <p className="lm-collect-bar__sum" aria-live="polite">
        <span>{t.selected(count)}</span>
        <span>
          {t.selectedTotal}
          <strong className="lm-collect-bar__total">{formatYuan(totalFen, 'price')}</strong>
        </span>
      </p>
      <button
        type="button"
        className="lm-button lm-button--primary"
        disabled={count === 0 || busy}
        onClick={props.onAddToCart}
      >
        {t.addToCart}
      </button>
    </div>
  );
}

/** Under 未找到相关信息: where the list's items come from. */
export function CollectEmpty() {
  return (
    <>
      {t.emptyHint}
      <Link to="/user/collect/item" className="lm-text-link">
        {t.emptyLink}
      </Link>
    </>
  );
}
