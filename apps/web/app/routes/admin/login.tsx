import '../../components/account/account.css';
import { safeRedirect } from '@labmall/rules';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { AntdScope } from '../../components/antd-scope';
import { api } from '../../lib/api/browser';
import { fieldMessagesOf } from '../../lib/api/errors';
import { LmForm } from '../../lib/ui/lm-form';
import { pageTitle } from '../../messages';
import type { Route } from './+types/login';

const TITLE = '员工登录';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, TITLE) },
  { name: 'robots', content: 'noindex' },
];

type Step =
  | { kind: 'password' }
  | { kind: 'totp'; ticket: string }
  | { kind: 'enrol'; ticket: string; secret: string; qr: string }
  | { kind: 'codes'; codes: string[] };

/** An expired or spent ticket (400 naming `ticket`): the form starts again at the password. */
const ticketGone = (error: unknown) => Boolean(fieldMessagesOf(error)?.ticket);

/**
 * Staff login (ADR 42), a page of its own outside the storefront's frame: user name and password, then the
 * authenticator's code, or at the first login its enrolment with a QR code and the recovery codes.
 */
export default function AdminLoginPage({ matches }: Route.ComponentProps) {
  const shopName = matches[0].loaderData.shopName;
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const restart = () => setStep({ kind: 'password' });
  // Back to the console page that sent them here (the shell's guard adds ?redirect=), else the 工作台.
  const enter = () =>
    window.location.assign(
      safeRedirect(new URLSearchParams(window.location.search).get('redirect'), '/admin'),
    );

  const password = async (values: { username: string; password: string }) => {
    const { ticket, next } = await api.post('/admin/auth/password', values);
    if (next === 'totp') return setStep({ kind: 'totp', ticket });
    const { secret, qr } = await api.post('/admin/auth/enrol/start', { ticket });
    setStep({ kind: 'enrol', ticket, secret, qr });
  };
  const code = async ({ code }: { code: string }) => {
    if (step.kind === 'totp') {
      await api.post('/admin/auth/verify', { ticket: step.ticket, code });
      enter();
    } else if (step.kind === 'enrol') {
      const done = await api.post('/admin/auth/enrol/confirm', { ticket: step.ticket, code });
      setStep({ kind: 'codes', codes: done.recovery_codes });
    }
  };

  const codeForm = (label: string) => (
    <LmForm<{ code: string }>
      layout="vertical"
      requiredMark={false}
      onFinish={(v) => code(v).catch((e: unknown) => ticketGone(e) && restart())}
    >
      <Form.Item name="code" label={label} rules={[{ required: true, message: '请输入验证码' }]}>
        <Input autoComplete="one-time-code" inputMode="text" maxLength={20} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large">
        登录
      </Button>
    </LmForm>
  );

  return (
    <AntdScope>
      <main id="main" className="lm-staff-login">
        <p className="lm-staff-login__shop">{shopName} · 运营后台</p>
        <section className="lm-auth" aria-labelledby="admin-login-title">
          <h1 id="admin-login-title">{TITLE}</h1>
          {step.kind === 'password' && (
            <LmForm<{ username: string; password: string }>
              layout="vertical"
              requiredMark={false}
              onFinish={(v) => password(v).catch((e: unknown) => ticketGone(e) && restart())}
            >
              <Form.Item name="username" label="用户名" rules={[{ required: true, message: '请输入用户名' }]}>
                <Input autoComplete="username" />
              </Form.Item>
              <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }]}>
                <Input.Password autoComplete="current-password" />
              </Form.Item>
              <Button type="primary" htmlType="submit" block size="large">
                下一步
              </Button>
            </LmForm>
          )}
          {step.kind === 'totp' && codeForm('身份验证器上的6位验证码（或一个恢复码）')}
          {step.kind === 'enrol' && (
            <>
              <p>
                首次登录：请用身份验证器（如 Google Authenticator、Microsoft
                Authenticator）扫描二维码，再输入它显示的验证码。
              </p>
              <img src={step.qr} alt="身份验证器二维码" width={200} height={200} />
              <p>
                无法扫码时手动输入密钥：<code data-testid="totp-secret">{step.secret}</code>
              </p>
              {codeForm('验证码')}
            </>
          )}
          {step.kind === 'codes' && (
            <>
              <p>请妥善保存以下恢复码：手机丢失时每个可代替验证码登录一次，此后不再显示。</p>
              <ul data-testid="recovery-codes">
                {step.codes.map((c) => (
                  <li key={c}>
                    <code>{c}</code>
                  </li>
                ))}
              </ul>
              <Button type="primary" block size="large" onClick={enter}>
                已保存，进入后台
              </Button>
            </>
          )}
        </section>
      </main>
    </AntdScope>
  );
}
