import type { GetAnswer } from '@labmall/contract';
import './licences.css';
import { MissingQualifications } from './missing-qualifications';

export type RequirementsAnswer = GetAnswer<'/user/licence/requirements'>;

/**
 * Under a controlled product's badges, for members: what buying it takes (需实名认证, 需 each document)
 * and everything this member still lacks, each with where to provide it. The 采购单, quick order and
 * the order page show the same list, and the server refuses the order with the same reasons.
 */
export function PurchaseRequirements({ requirements }: { requirements: RequirementsAnswer | null }) {
  if (!requirements || (!requirements.verification && requirements.documents.length === 0)) return null;
  const needs = [
    ...(requirements.verification ? ['需实名认证'] : []),
    ...requirements.documents.map((d) => `需${d.label}`),
  ];
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
          <MissingQualifications missing={requirements.missing} />
        </div>
      )}
    </div>
  );
}
