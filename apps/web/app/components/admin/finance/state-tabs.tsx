import { Link } from 'react-router';
import { listSearch } from './list-query';

/** The state filter of a finance list: one link per state, the current one marked (aria-current). */
export function StateTabs<S extends string>({
  label,
  states,
  labels,
  current,
}: {
  label: string;
  states: readonly S[];
  labels: Record<S, string>;
  current: S;
}) {
  return (
    <nav aria-label={label} className="lm-console__tabs">
      {states.map((state) => (
        <Link
          key={state}
          to={listSearch(state)}
          aria-current={state === current ? 'page' : undefined}
          className={state === current ? 'lm-console__tab lm-console__tab--on' : 'lm-console__tab'}
        >
          {labels[state]}
        </Link>
      ))}
    </nav>
  );
}
