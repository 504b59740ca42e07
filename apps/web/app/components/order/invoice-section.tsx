import { Link } from 'react-router';
import type { InvoiceProfile } from '../invoicing/types';

export type InvoiceChoice = 'none' | 'normal' | 'special';

export interface InvoiceSectionProps {
  profiles: readonly InvoiceProfile[];
  choice: InvoiceChoice;
  profileId: number | null;
  onChoice: (choice: InvoiceChoice) => void;
  onProfile: (id: number) => void;
}

const CHOICES: [InvoiceChoice, string][] = [
  ['none', '不开票'],
  ['normal', '普通发票'],
  ['special', '增值税专用发票'],
];

/** 发票: 不开票, or one of the member's profiles of the chosen kind (added on /user/invoice). */
export function InvoiceSection({ profiles, choice, profileId, onChoice, onProfile }: InvoiceSectionProps) {
  const ofKind = choice === 'none' ? [] : profiles.filter((p) => p.kind === choice);
  return (
    <section className="lm-order-section" aria-labelledby="order-invoice-title">
      <div className="lm-order-section__head">
        <h2 id="order-invoice-title">发票</h2>
        <Link to="/user/invoice" className="lm-order-section__manage">
          管理发票抬头
        </Link>
      </div>
      <fieldset className="lm-order-choices">
        <legend className="lm-sr-only">发票类型</legend>
        {CHOICES.map(([value, label]) => (
          <label key={value} className={`lm-order-choice${choice === value ? ' lm-order-choice--on' : ''}`}>
            <input
              type="radio"
              name="invoice-kind"
              value={value}
              checked={choice === value}
              onChange={() => onChoice(value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {choice !== 'none' && ofKind.length === 0 ? (
        <p className="lm-order-section__empty">
          您还没有{choice === 'special' ? '增值税专用发票' : '普通发票'}抬头，
          <Link to="/user/invoice">去添加发票抬头</Link>
        </p>
      ) : null}
      {ofKind.length > 0 ? (
        <fieldset className="lm-order-invoices">
          <legend className="lm-sr-only">发票抬头</legend>
          {ofKind.map((profile) => (
            <label
              key={profile.id}
              className={`lm-order-invoice${profile.id === profileId ? ' lm-order-invoice--on' : ''}`}
            >
              <input
                type="radio"
                name="invoice-profile"
                value={profile.id}
                checked={profile.id === profileId}
                onChange={() => onProfile(profile.id)}
              />
              <span className="lm-order-invoice__title">{profile.title}</span>
              {profile.taxpayer_no ? (
                <span className="lm-order-invoice__meta">纳税人识别号 {profile.taxpayer_no}</span>
              ) : null}
              {profile.is_default ? <span className="lm-order-tag">默认</span> : null}
            </label>
          ))}
        </fieldset>
      ) : null}
    </section>
  );
}
