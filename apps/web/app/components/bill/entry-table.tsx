import type { GetAnswer } from '@labmall/contract';
import { chinaMinute, displayYuan } from '@labmall/rules';
import { Link } from 'react-router';
import { entryKindNames, billMessages as t } from './bill-messages';

type Entry = GetAnswer<'/user/bill'>['undrawn'][number];

/** Ledger lines: time, kind, the order they came from, the amount (+ owes more, − owes less), note. */
export function EntryTable({ entries, empty, label }: { entries: Entry[]; empty: string; label: string }) {
  if (entries.length === 0) return <p className="lm-bill__empty">{empty}</p>;
  return (
    <div className="lm-bill__table-wrap">
      <table className="lm-bill__table" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{t.time}</th>
            <th scope="col">{t.kind}</th>
            <th scope="col">{t.order}</th>
            <th scope="col" className="lm-bill__num">
              {t.amount}
            </th>
            <th scope="col">{t.note}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} data-testid="credit-entry">
              <td data-label={t.time}>{chinaMinute(entry.at)}</td>
              <td data-label={t.kind}>{entryKindNames[entry.kind] ?? entry.kind}</td>
              <td data-label={t.order}>
                {entry.order_number ? (
                  <Link to={`/user/order/${entry.order_number}`} className="lm-text-link">
                    {entry.order_number}
                  </Link>
                ) : (
                  '—'
                )}
              </td>
              <td data-label={t.amount} className="lm-bill__num">
                {entry.amount.startsWith('-') ? displayYuan(entry.amount) : `+${displayYuan(entry.amount)}`}
              </td>
              <td data-label={t.note} className="lm-bill__note">
                {entry.note || '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
