import { LmForm } from '../lib/ui/lm-form';
import '../components/account/account.css';
import { Code } from '@labmall/protocol';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { returnTarget, withRedirect } from '../components/account/register-flow';
import { RegisterSteps } from '../components/account/register-steps';
import { SmsCodeFormItems } from '../components/account/sms-code-form-items';
import { AntdScope } from '../components/antd-scope';
import { api } from '../lib/api/browser';
import { ApiError } from '../lib/api/errors';
import { pageTitle } from '../messages';
import type { Route } from './+types/register';

const TITLE = '免费注册';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, TITLE) },
];

interface MobileForm {
  phone: string;
  code: string;
}

/**
 * Step 1 (验证手机): the number is proved by an SMS code; the server creates the member
 * (identification -1) and logs them in, and step 2 follows. A number that already has an account
 * is told so, with the way to log in.
 */
export default function RegisterPage() {
  const [form] = Form.useForm<MobileForm>();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const redirect = returnTarget(search);
  const [registered, setRegistered] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const noticeIfRegistered = (error: unknown) => {
    if (error instanceof ApiError && error.code === Code.CONFLICT) setRegistered(error.message);
  };

  const submit = async ({ phone, code }: MobileForm) => {
    setSubmitting(true);
    setRegistered('');
    try {
      // The notice below says it better than a toast that fades.
      await api.post(
        '/register/mobile',
        { phone, code },
        { fail: (e) => (e.code === Code.CONFLICT ? false : undefined) },
      );
      await navigate(withRedirect('/register/datum', redirect));
    } catch (error) {
      noticeIfRegistered(error);
    } finally {
      setSubmitting(false);
    }
  };

  const loginHref = withRedirect('/login', redirect);
  return (
    <AntdScope>
      <section className="lm-auth lm-auth--wide" aria-labelledby="register-title">
        <h1 id="register-title">{TITLE}</h1>
        <RegisterSteps current={0} />
        {registered ? (
          <p className="lm-auth__notice" role="alert">
            {registered} <Link to={loginHref}>去登录</Link>
          </p>
        ) : null}
        <LmForm<MobileForm>
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => void submit(values)}
          onValuesChange={(changed) => {
            if ('phone' in changed) setRegistered('');
          }}
        >
          <SmsCodeFormItems purpose="register" onSendError={noticeIfRegistered} />
          <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
            下一步
          </Button>
        </LmForm>
        <p className="lm-auth__switch">
          已有账号？<Link to={loginHref}>直接登录</Link>
        </p>
      </section>
    </AntdScope>
  );
}
