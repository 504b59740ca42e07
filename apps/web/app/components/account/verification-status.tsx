import { chinaMinute } from '@labmall/rules';
import { Fragment } from 'react';
import { ImagePreview } from '../upload/image-preview';
import {
  kindLabels,
  type Submission,
  type VerificationAnswer,
  verificationStates,
} from './verification-types';

function explanation({ state, submission }: VerificationAnswer): string {
  if (state === -1) return '您尚未提交实名认证资料。';
  if (state === 1) return '您已通过实名认证。';
  if (state === 2) return '您的认证资料未通过审核，请根据原因修改后重新提交。';
  if (submission?.kind === 'registration' || !submission) {
    return '您注册时填写的单位信息正在审核中。提交证件资料可以加快审核。';
  }
  return '认证资料已提交，正在审核中，请耐心等待。';
}

function Summary({ submission }: { submission: Submission }) {
  const rows: [string, string][] =
    submission.kind === 'personal'
      ? [
          ['真实姓名', submission.real_name],
          ['身份证号码', submission.id_card],
        ]
      : [
          ['单位名称', submission.organisation],
          ['统一社会信用代码', submission.credit_code],
          ['联系人', submission.contact_name],
          ['联系电话', submission.contact_phone],
        ];
  return (
    <>
      <dl className="lm-verify-summary">
        <dt>认证类型</dt>
        <dd>{kindLabels[submission.kind]}</dd>
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        <dt>提交时间</dt>
        <dd>{chinaMinute(submission.submitted_at)}</dd>
      </dl>
      {submission.images.length > 0 ? (
        <ul className="lm-verify-images" aria-label="证件照片">
          {submission.images.map((image) => (
            <li key={image.label}>
              <figure>
                <ImagePreview src={image.url} alt={image.label} size={120} />
                <figcaption>{image.label}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** 未提交 / 审核中 / 已认证 / 未通过, what it means, the reason of a rejection, and what was sent. */
export function VerificationStatus({ datum, warning }: { datum: VerificationAnswer; warning: string }) {
  const state = verificationStates[datum.state] ?? verificationStates[-1]!;
  return (
    <section aria-labelledby="verify-state-title">
      <h2 id="verify-state-title" className="lm-sr-only">
        认证状态
      </h2>
      <p className="lm-verify-state">
        <span className={`lm-badge lm-badge--${state.tone}`} data-testid="verification-state">
          {state.label}
        </span>
        <span>{explanation(datum)}</span>
      </p>
      {datum.state === 2 && datum.reason ? (
        <p className="lm-auth__notice" role="note">
          未通过原因：{datum.reason}
        </p>
      ) : null}
      {warning ? (
        <p className="lm-auth__notice lm-auth__notice--warning" role="note">
          {warning}
        </p>
      ) : null}
      {datum.submission && datum.submission.kind !== 'registration' && datum.state !== 2 ? (
        <Summary submission={datum.submission} />
      ) : null}
    </section>
  );
}
