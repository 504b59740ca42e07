import type { GetAnswer } from '@labmall/contract';
import { displayYuan } from '@labmall/rules';
import { Link } from 'react-router';
import { dashboardMessages as t } from './dashboard-messages';

type Dashboard = GetAnswer<'/user/dashboard'>;

/** Points, usable coupons and, for a member with 账期, what is left to spend and when the bill comes. */
export function AccountFigures({ dashboard }: { dashboard: Dashboard }) {
  const { credit } = dashboard;
  return (
    <ul className="lm-dashboard__figures">
      <li>
        <Link to="/user/points" className="lm-dashboard__figure" data-testid="dashboard-points">
          <span className="lm-dashboard__figure-label">{t.points}</span>
          <strong>{dashboard.points.toLocaleString('en-US')}</strong>
        </Link>
      </li>
      <li>
        <Link to="/user/coupon" className="lm-dashboard__figure" data-testid="dashboard-coupons">
          <span className="lm-dashboard__figure-label">{t.coupons}</span>
          <strong>
            {dashboard.coupons}
            <span className="lm-dashboard__unit"> {t.couponsUnit}</span>
          </strong>
        </Link>
      </li>
      {credit ? (
        <li className="lm-dashboard__figures-wide">
          <Link to="/user/bill" className="lm-dashboard__figure" data-testid="dashboard-credit">
            <span className="lm-dashboard__figure-label">{t.credit}</span>
            <strong>{displayYuan(credit.available)}</strong>
            <span className="lm-dashboard__figure-note">
              {t.nextStatement(credit.next_statement_date)}
              {credit.next_due_date ? ` · ${t.nextDue(credit.next_due_date)}` : ''}
            </span>
          </Link>
        </li>
      ) : null}
    </ul>
  );
}

/** The real-name state and the one thing to do about it. */
export function VerificationNotice({ verification }: { verification: Dashboard['verification'] }) {
  const states = t.verificationStates;
  const view =
    verification.state === 1
      ? states.verified
      : verification.state === 2
        ? { ...states.rejected, hint: t.rejectedReason(verification.reason) }
        : verification.state === 0
          ? verification.can_submit
            ? states.pendingRegistration
            : states.pending
          : states.unverified;
  const tone = verification.state === 1 ? 'done' : verification.state === 0 ? 'pending' : 'todo';
  return (
    <div
      className={`lm-dashboard__verify lm-dashboard__verify--${tone}`}
      data-testid="dashboard-verification"
    >
      <p className="lm-dashboard__verify-text">
        <span className="lm-dashboard__verify-label">{t.verification}</span>
        <strong>{view.text}</strong>
        {view.hint ? <span className="lm-dashboard__verify-hint">{view.hint}</span> : null}
      </p>
      <Link to="/user/datum" className={tone === 'todo' ? 'lm-button lm-button--primary' : 'lm-button'}>
        {view.action}
      </Link>
    </div>
  );
}

/** 采购单, 快速下单, 常购清单: where a buyer goes next. */
export function Shortcuts() {
  return (
    <ul className="lm-dashboard__shortcuts">
      {t.shortcutItems.map((item) => (
        <li key={item.to}>
          <Link to={item.to} className="lm-dashboard__shortcut">
            <strong>{item.label}</strong>
            <span>{item.hint}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
