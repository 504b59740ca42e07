import './invoicing.css';
import type { ReactNode } from 'react';
import { type InvoiceProfile, invoiceKindNames, titleTypeNames } from './types';

export interface InvoiceProfileCardProps {
  profile: InvoiceProfile;
  actions?: ReactNode;
  selected?: boolean;
}

/** One profile: kind and title, the taxpayer and bank facts it has, its warning, 默认. */
export function InvoiceProfileCard({ profile, actions, selected = false }: InvoiceProfileCardProps) {
  const titleId = `invoice-${profile.id}-title`;
  const facts: [string, string][] = [
    ['纳税人识别号', profile.taxpayer_no],
    ['注册地址', profile.registered_address],
    ['注册电话', profile.registered_phone],
    ['开户银行', profile.bank_name],
    ['银行账号', profile.bank_account],
    ['接收邮箱', profile.email],
  ];
  return (
    <article
      className={`lm-invoice-card${selected ? ' lm-invoice-card--selected' : ''}`}
      aria-labelledby={titleId}
    >
      <div>
        <p className="lm-invoice-card__kind">
          <span className={`lm-invoice-card__badge lm-invoice-card__badge--${profile.kind}`}>
            {invoiceKindNames[profile.kind]}
          </span>
          <span>{titleTypeNames[profile.title_type]}</span>
          {profile.is_default ? <span className="lm-invoice-card__tag">默认</span> : null}
        </p>
        <h2 id={titleId} className="lm-invoice-card__title">
          {profile.title}
        </h2>
        <dl className="lm-invoice-card__facts">
          {facts
            .filter(([, value]) => value !== '')
            .map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
        {profile.warning ? (
          <p className="lm-invoice-card__warning" role="note">
            {profile.warning}
          </p>
        ) : null}
      </div>
      {actions ? <div className="lm-invoice-card__actions">{actions}</div> : null}
    </article>
  );
}

export interface InvoiceProfileListProps {
  profiles: readonly InvoiceProfile[];
  actions?: (profile: InvoiceProfile) => ReactNode;
  selectedId?: number;
  label?: string;
}

export function InvoiceProfileList({
  profiles,
  actions,
  selectedId,
  label = '发票信息列表',
}: InvoiceProfileListProps) {
  return (
    <ul className="lm-invoice-list" aria-label={label}>
      {profiles.map((profile) => (
        <li key={profile.id}>
          <InvoiceProfileCard
            profile={profile}
            selected={profile.id === selectedId}
            {...(actions ? { actions: actions(profile) } : {})}
          />
        </li>
      ))}
    </ul>
  );
}
