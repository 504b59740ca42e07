import type { GetAnswer } from '@labmall/contract';
import { Link } from 'react-router';
import './licences.css';

export type RequirementsAnswer = GetAnswer<'/user/licence/requirements'>;

/**
 * Under a controlled product's badges, for members: what buying it takes (需实名认证, 需 each document)
 * and, if something is missing, what and where to provide it. The order page repeats the missing list
 * and the server refuses the order with the same reasons.
 */
export function PurchaseRequirements({ requirements }: { requirements: RequirementsAnswer | null }) {
  if (!requirements || (!requirements.verification && requirements.documents.length === 0)) return null;
  const needs = [
    ...(requirements.verification ? ['需实名认证'] : []),
    ...requirements.documents.map((d) => `需${d.label}`),
  ];
  const onlyDocuments = requirements.missing.every((m) => m.code !== 'verification');
  return (
    <div className="lm-requirements" data-testid="purchase-requirements">
      <p className="lm-requirements__needs">
        <span className="lm-badges__label">购买条件</span>
        <span>{needs.join('；')}</span>
      </p>
      {requirements.ok ? (
        <p className="lm-requirements__ok">您的资质齐全，可以购买。</p>
      ) : (
        <div className="lm-requirements__missing" role="note">
          <ul>
            {requirements.missing.map((m) => (
              <li key={m.code}>{m.message}</li>
            ))}
          </ul>
          <Link to={onlyDocuments ? '/user/datum#licences' : '/user/datum'}>
            {onlyDocuments ? '去上传资质证照' : '去实名认证'}
          </Link>
        </div>
      )}
    </div>
  );
}
