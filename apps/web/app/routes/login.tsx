import '../components/account/account.css';
import { safeRedirect } from '@labmall/rules';
import { Button, Form, Input, Tabs } from 'antd';
import { Link, useNavigate, useRouteLoaderData, useSearchParams } from 'react-router';
import { LoginLinks } from '../components/account/login-links';
import { returnTarget, withRedirect } from '../components/account/register-flow';
import { SmsCodeFormItems } from '../components/account/sms-code-form-items';
import { AntdScope } from '../components/antd-scope';
import { api } from '../lib/api/browser';
import { LmForm } from '../lib/ui/lm-form';
import { pageTitle } from '../messages';
import type { Route } from './+types/login';
import type { loader as frameLoader } from './frame';

const TITLE = '登录';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, TITLE) },
  { name: 'robots', content: 'noindex' },
];

/** After a login the page the member came from; the root loader re-reads the user on that navigation. */
function useAfterLogin() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return () => navigate(safeRedirect(search.get('redirect')), { replace: true });
}

function SmsLoginForm() {
  const [form] = Form.useForm<{ phone: string; code: string }>();
  const done = useAfterLogin();
  const submit = async (values: { phone: string; code: string }) => {
    await api.post('/login/sms', { phone: values.phone, code: values.code });
    await done();
  };
  return (
    <LmForm<{ phone: string; code: string }>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(v) => submit(v).catch(() => {})}
    >
      <SmsCodeFormItems purpose="login" />
      <Button type="primary" htmlType="submit" block size="large">
        登录
      </Button>
    </LmForm>
  );
}

function PasswordLoginForm() {
  const done = useAfterLogin();
  const submit = async (values: { account: string; password: string }) => {
    await api.post('/login/password', values);
    await done();
  };
  return (
    <LmForm<{ account: string; password: string }>
      layout="vertical"
      requiredMark={false}
      onFinish={(v) => submit(v).catch(() => {})}
    >
      <Form.Item
        name="account"
        label="手机号或用户名"
        rules={[{ required: true, message: '请输入手机号或用户名' }]}
      >
        <Input autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large">
        登录
      </Button>
    </LmForm>
  );
}

export default function LoginPage() {
  const [search] = useSearchParams();
  const target = returnTarget(search);
  const frame = useRouteLoaderData<typeof frameLoader>('routes/frame');
  return (
    <AntdScope>
      <section className="lm-auth" aria-labelledby="login-title">
        <h1 id="login-title">{TITLE}</h1>
        <Tabs
          items={[
            { key: 'sms', label: '短信登录', children: <SmsLoginForm /> },
            { key: 'password', label: '密码登录', children: <PasswordLoginForm /> },
          ]}
        />
        <p className="lm-auth__switch">
          还没有账号？
          <Link className="lm-text-link" to={withRedirect('/register', target)}>
            免费注册
          </Link>
        </p>
        <LoginLinks links={frame?.config.pc_login_bottom_nav} />
      </section>
    </AntdScope>
  );
}
