import type { GetAnswer } from '@labmall/contract';
import { chinaMinute } from '@labmall/rules';
import { Button } from 'antd';
import { useState } from 'react';
import { api } from '../../lib/api/browser';
import { toastSuccess } from '../../lib/ui/feedback';
import { useConfirm } from '../controls/confirm-dialog';
import { ImagePreview } from '../upload/image-preview';
import { LicenceForm } from './licence-form';
import './licences.css';

export type LicenceAnswer = GetAnswer<'/user/licence/list'>;
type Licence = LicenceAnswer['list'][number];

/** The badge's look for what a document is today. */
const tones: Record<string, string> = {
  审核中: 'pending',
  有效: 'verified',
  未生效: 'pending',
  已过期: 'none',
  未通过: 'rejected',
};

function LicenceItem({ licence, onDelete }: { licence: Licence; onDelete: (l: Licence) => void }) {
  const removable = licence.state !== 'approved';
  return (
    <li className="lm-licence" data-testid="licence">
      <ImagePreview src={licence.image_url} alt={`${licence.kind_label}图片`} size={88} />
      <div className="lm-licence__body">
        <p className="lm-licence__title">
          <span className="lm-licence__kind">{licence.kind_label}</span>
          <span
            className={`lm-badge lm-badge--${tones[licence.status] ?? 'none'}`}
            data-testid="licence-status"
          >
            {licence.status}
          </span>
        </p>
        <dl className="lm-verify-summary lm-licence__facts">
          <dt>证照编号</dt>
          <dd>{licence.number}</dd>
          <dt>有效期</dt>
          <dd>
            <span className="lm-nowrap">{licence.valid_from}</span> 至{' '}
            <span className="lm-nowrap">{licence.valid_until}</span>
          </dd>
          <dt>提交时间</dt>
          <dd className="lm-nowrap">{chinaMinute(licence.created_at)}</dd>
        </dl>
        {licence.state === 'rejected' && licence.reason ? (
          <p className="lm-auth__notice" role="note">
            未通过原因：{licence.reason}
          </p>
        ) : null}
      </div>
      {removable ? (
        <Button
          size="small"
          onClick={() => onDelete(licence)}
          aria-label={`删除${licence.kind_label} ${licence.number}`}
        >
          删除
        </Button>
      ) : null}
    </li>
  );
}

/**
 * 资质证照 on /user/datum: the documents controlled chemicals ask for (易制毒 purchase permits and
 * filings, 易制爆 unit certificates, 剧毒 permits), their review state and validity, a rejection's
 * reason, and the upload form.
 */
export function LicenceSection({
  licences,
  verified,
  onChanged,
}: {
  licences: LicenceAnswer;
  verified: boolean;
  onChanged: () => Promise<void>;
}) {
  const confirm = useConfirm();
  const [deleting, setDeleting] = useState(false);

  const remove = async (licence: Licence) => {
    if (deleting) return;
    if (!(await confirm({ content: `确定删除${licence.kind_label}（${licence.number}）吗？`, danger: true })))
      return;
    setDeleting(true);
    try {
      await api.post('/user/licence/delete', { id: licence.id });
      toastSuccess('已删除');
      await onChanged();
    } finally {
      setDeleting(false);
    }
  };

  const submitted = async () => {
    toastSuccess('证照已提交，请等待审核');
    await onChanged();
  };

  return (
    <section aria-labelledby="licences-title" className="lm-panel" id="licences">
      <h1 id="licences-title">资质证照</h1>
      <p className="lm-licence-intro">
        购买易制毒、易制爆、剧毒化学品，须先通过实名认证，并上传相应类别的购买许可证、备案证明或单位证明，经审核通过且在有效期内方可下单。一份证照只用于它所属的类别。
      </p>
      {verified ? null : (
        <p className="lm-auth__notice lm-auth__notice--warning">
          您尚未通过实名认证：证照可以先上传，通过实名认证后方可购买管制类化学品。
        </p>
      )}
      {licences.list.length > 0 ? (
        <ul className="lm-licences" aria-label="已上传的证照">
          {licences.list.map((licence) => (
            <LicenceItem key={licence.id} licence={licence} onDelete={(l) => void remove(l)} />
          ))}
        </ul>
      ) : (
        <p className="lm-licence-empty">您还没有上传资质证照。</p>
      )}
      <section aria-labelledby="licence-form-title" className="lm-settings__section">
        <h2 id="licence-form-title">上传证照</h2>
        <LicenceForm kinds={licences.kinds} onSubmitted={submitted} />
      </section>
    </section>
  );
}
