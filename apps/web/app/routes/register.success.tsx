import '../components/account/account.css';
import { safeRedirect } from '@labmall/rules';
import { Link, useSearchParams } from 'react-router';
import { RegisterSteps } from '../components/account/register-steps';
import { pageTitle } from '../messages';
import type { Route } from './+types/register.success';

const TITLE = '注册成功';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, TITLE) },
  { name: 'robots', content: 'noindex' },
];

/** Step 3 (注册成功): plain HTML, no antd. The root guard has already required a login. */
export default function RegisterSuccessPage() {
  const [search] = useSearchParams();
  const back = safeRedirect(search.get('redirect'));
  return (
    <section className="lm-auth lm-auth--wide" aria-labelledby="success-title">
      <h1 id="success-title">{TITLE}</h1>
      <RegisterSteps current={2} />
      <p>欢迎加入！您的账户信息已提交，正在等待审核。</p>
      <p className="lm-auth__lead">提交实名认证资料（个人身份证或单位营业执照）可加快审核。</p>
      <p className="lm-auth__actions">
        <Link to="/user/datum">去实名认证</Link>
        <Link to="/user">进入个人中心</Link>
        <Link to={back}>{back === '/' ? '去首页逛逛' : '返回之前的页面'}</Link>
      </p>
    </section>
  );
}
