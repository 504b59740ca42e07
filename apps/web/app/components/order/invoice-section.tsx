import { useState } from 'react';
import { Link } from 'react-router';
import { InvoiceProfileForm } from '../invoicing/invoice-profile-form';
import type { InvoiceProfile } from '../invoicing/types';

export type InvoiceChoice = 'none' | 'normal' | 'special';

export interface InvoiceSectionProps {
  profiles: readonly InvoiceProfile[];
  choice: InvoiceChoice;
  profileId: number | null;
  onChoice: (choice: InvoiceChoice) => void;
  onProfile: (id: number) => void;
  /** After a profile is added inline: reload the page's data, choose the saved one. */
  onSaved: (profile: InvoiceProfile) => Promise<void>;
}

const CHOICES: [InvoiceChoice, string][] = [
  ['none', '不开票'],
  ['normal', '普通发票'],
  ['special', '增值税专用发票'],
];

const kindName = (choice: InvoiceChoice) => (choice === 'special' ? '增值税专用发票' : '普通发票');

/**
 * 发票: 不开票, or one of the member's profiles of the chosen kind. A missing profile is added here, in
 * the profiles' own form, as addresses are: leaving for /user/invoice lost the order (issue 32, item 2).
 */
export function InvoiceSection({
  profiles,
  choice,
  profileId,
  onChoice,
  onProfile,
  onSaved,
}: InvoiceSectionProps) {
  const [adding, setAdding] = useState(false);
  const ofKind = choice === 'none' ? [] : profiles.filter((p) => p.kind === choice);
  const saved = async (profile: InvoiceProfile) => {
    await onSaved(profile);
    setAdding(false);
  };
  return (
    <section className="lm-order-section" aria-labelledby="order-invoice-title">
      <div className="lm-order-section__head">
        <h2 id="order-invoice-title">发票</h2>
        {choice !== 'none' && !adding ? (
          <button type="button" className="lm-order-link" onClick={() => setAdding(true)}>
            新增发票抬头
          </button>
        ) : null}
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
      {choice !== 'none' && ofKind.length === 0 && !adding ? (
        <p className="lm-order-section__empty">
          您还没有{kindName(choice)}抬头，
          <button type="button" className="lm-order-link" onClick={() => setAdding(true)}>
            在此添加
          </button>
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
      {adding && choice !== 'none' ? (
        <div className="lm-order-inline-form">
          <h3>新增{kindName(choice)}抬头</h3>
          <InvoiceProfileForm
            key={choice}
            name="order-invoice"
            initialKind={choice}
            onSaved={saved}
            onCancel={() => setAdding(false)}
          />
        </div>
      ) : null}
    </section>
  );
}
