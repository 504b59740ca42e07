import './activity-price.css';
import { chinaMinute } from '@labmall/rules';
import { remainingText, useTimeLeft } from './countdown';
import { salesMessages as t } from './sales-messages';

/** From the end on, the row's price is the SKU's own: the page shows it anew. */
const reloadPage = () => window.location.reload();

/**
 * Time left until an activity price ends, for an item page's SKU row. The server renders the end time
 * (China time, the same text wherever it runs); only once mounted does the browser count down by its own
 * clock, so hydration never meets a figure that moved between the server's render and the browser's.
 * At zero the page reloads: the row's price is the SKU's own from then on, as the 采购单 will charge it.
 */
export function ActivityCountdown({ endsAt }: { endsAt: string }) {
  const left = useTimeLeft(Date.parse(endsAt), undefined, reloadPage);

  return (
    <span className="lm-activity-countdown">
      {left === null ? (
        <time dateTime={endsAt}>{t.endsAt(chinaMinute(endsAt))}</time>
      ) : (
        <>
          {t.endsIn} {/* role=timer: read on request, not announced every second. */}
          <span className="lm-activity-countdown__value" role="timer" title={t.endsAt(chinaMinute(endsAt))}>
            {remainingText(left)}
          </span>
        </>
      )}
    </span>
  );
}
