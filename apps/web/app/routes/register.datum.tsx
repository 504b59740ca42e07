import { LmForm } from '../lib/ui/lm-form';
import '../components/account/account.css';
import { Code } from '@labmall/protocol';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { accountRules } from '../components/account/account-rules';
import { showServerFieldErrors } from '../components/account/form-errors';
import { NewPasswordItems } from '../components/account/new-password-items';
import { returnTarget, withRedirect } from '../components/account/register-flow';
import { RegisterSteps } from '../components/account/register-steps';
import { AntdScope } from '../components/antd-scope';
import { api } from '../lib/api/browser';
import { isFailure } from '../lib/api/errors';
import { pageTitle } from '../messages';
import type { Route } from './+types/register.datum';

const TITLE = '填写账户信息';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, TITLE) },
  { name: 'robots', content: 'noindex' },
];

interface DatumForm {
  organisation: string;
  contact_name: string;
  email: string;
  username: string;
  password: string;
  confirm: string;
}

/**
 * Step 2 (填写账户信息): the organisation, its contact, and the login name and password. The root
 * guard only lets members with identification -1 in; once saved they await verification (0).
 */
export default function RegisterDatumPage() {
  const [form] = Form.useForm<DatumForm>();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const redirect = returnTarget(search);
  const [submitting, setSubmitting] = useState(false);

  const submit = async ({ confirm: _confirm, ...values }: DatumForm) => {
    setSubmitting(true);
    try {
      await api.post('/register/datum', values);
      await navigate(withRedirect('/register/success', redirect), { replace: true });
    } catch (error) {
      // Already filled in (another tab): nothing to do here any more.
      if (isFailure(error, Code.CONFLICT) && !error.obj) {
        await navigate('/', { replace: true });
        return;
      }
      showServerFieldErrors(form, error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AntdScope>
      <section className="lm-auth lm-auth--wide" aria-labelledby="datum-title">
        <h1 id="datum-title">{TITLE}</h1>
        <RegisterSteps current={1} />
        <p className="lm-auth__lead">手机号已验证。请填写采购单位与账户信息，提交后我们将尽快审核。</p>
        <LmForm<DatumForm>
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item name="organisation" label="单位名称" rules={accountRules.organisation}>
            <Input maxLength={60} autoComplete="organization" placeholder="公司、高校或研究所全称" />
          </Form.Item>
          <Form.Item name="contact_name" label="联系人姓名" rules={accountRules.contactName}>
            <Input maxLength={20} autoComplete="name" placeholder="联系人的真实姓名" />
          </Form.Item>
          <Form.Item name="email" label="电子邮箱" rules={accountRules.email}>
            <Input maxLength={254} autoComplete="email" inputMode="email" />
          </Form.Item>
          <Form.Item
            name="username"
            label="用户名"
            rules={accountRules.username}
            extra="4-20位字母、数字、汉字、下划线或短横线，可用于密码登录"
          >
            <Input maxLength={20} autoComplete="username" />
          </Form.Item>
          <NewPasswordItems label="登录密码" confirmLabel="确认密码" />
          <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
            提交
          </Button>
        </LmForm>
        <p className="lm-auth__switch">
          <Link to="/">暂不填写，先去逛逛</Link>
        </p>
      </section>
    </AntdScope>
  );
}
