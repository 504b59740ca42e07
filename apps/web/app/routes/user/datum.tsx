import '../../components/account/account.css';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { VerificationForm } from '../../components/account/verification-form';
import { VerificationStatus } from '../../components/account/verification-status';
import { AntdScope } from '../../components/antd-scope';
import { LicenceSection } from '../../components/compliance/licence-section';
import { memberHeaders } from '../../components/member-lists/load-page.server';
import { apiContext } from '../../lib/context.server';
import { toastSuccess } from '../../lib/ui/feedback';
import { pageTitle } from '../../messages';
import type { Route } from './+types/datum';

const TITLE = '实名认证';

export async function loader({ context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const [datum, licences] = await Promise.all([api.get('/user/datum'), api.get('/user/licence/list')]);
  return { datum, licences };
}

export const headers = memberHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, TITLE) },
  { name: 'robots', content: 'noindex' },
];

/**
 * /user/datum: the verification state (未提交 / 审核中 / 已认证 / 未通过), a rejection's reason, what
 * was sent, and the form while the member may (re)submit. Only operators change the state. Below it,
 * 资质证照: the documents controlled chemicals ask for (components/compliance).
 */
export default function DatumPage({ loaderData: { datum, licences } }: Route.ComponentProps) {
  const { revalidate } = useRevalidator();
  // The answer's warning (a credit code failing its check character) until the page data has it too.
  const [answerWarning, setAnswerWarning] = useState('');
  const warning = answerWarning || (datum.state === 0 ? (datum.submission?.warning ?? '') : '');

  const submitted = async (serverWarning: string) => {
    setAnswerWarning(serverWarning);
    toastSuccess('认证资料已提交，请等待审核');
    await revalidate();
  };

  return (
    <AntdScope>
      <section aria-labelledby="datum-title" className="lm-panel">
        <h1 id="datum-title">{TITLE}</h1>
        <VerificationStatus datum={datum} warning={warning} />
        {datum.can_submit ? (
          <section aria-labelledby="datum-form-title" className="lm-settings__section">
            <h2 id="datum-form-title">{datum.state === 2 ? '重新提交认证资料' : '提交认证资料'}</h2>
            <VerificationForm datum={datum} onSubmitted={submitted} />
          </section>
        ) : null}
      </section>
      <LicenceSection licences={licences} verified={datum.state === 1} onChanged={revalidate} />
    </AntdScope>
  );
}
