import { LmForm } from '../../lib/ui/lm-form';
import '../../components/account/account.css';
import { maskPhone } from '@labmall/rules';
import { Button, Form } from 'antd';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useRevalidator } from 'react-router';
import { PasswordForm } from '../../components/account/password-form';
import { PhoneChangeForm } from '../../components/account/phone-change-form';
import { SessionsList } from '../../components/account/sessions-list';
import { SmsNoticeSettings } from '../../components/account/sms-notice-settings';
import { AntdScope } from '../../components/antd-scope';
import { UploadField } from '../../components/upload/upload-field';
import type { UploadedFile } from '../../components/upload/upload-items';
import { api } from '../../lib/api/browser';
import { apiContext } from '../../lib/context.server';
import { toastSuccess } from '../../lib/ui/feedback';
import { pageTitle } from '../../messages';
import type { Route } from './+types/config';

const TITLE = '账户设置';

export async function loader({ context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const [account, sessions, smsPreferences] = await Promise.all([
    api.get('/user/account'),
    api.get('/user/sessions'),
    api.get('/user/notice/preferences'),
  ]);
  return { account, sessions, smsPreferences: smsPreferences.list };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, TITLE) },
  { name: 'robots', content: 'noindex' },
];

// The user-centre menu's own dialog, fetched when the member reaches for it.
const NicknameDialog = lazy(() => import('../../components/user-centre/nickname-dialog'));

function AvatarForm() {
  const { revalidate } = useRevalidator();
  const save = async (files: UploadedFile[]) => {
    const file = files.at(-1);
    if (!file) return;
    await api.post('/user/edit/avatar', { filePath: file.filePath });
    toastSuccess('头像已更新');
    await revalidate();
  };
  return (
    <LmForm layout="vertical">
      <Form.Item label="头像" name="avatar" extra="支持 png、gif、jpg、jpeg，不超过 2MB">
        <UploadField purpose="avatar" onChange={(files) => void save(files).catch(() => {})} />
      </Form.Item>
    </LmForm>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="lm-settings__section">
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

type Editing = 'nickname' | 'phone' | 'password' | null;

/** /user/config: avatar, nickname, mobile number, password, SMS notices, logins on other devices, logout. */
export default function AccountSettings({ loaderData, matches }: Route.ComponentProps) {
  const { account, sessions, smsPreferences } = loaderData;
  const { user } = matches[0].loaderData;
  const { revalidate } = useRevalidator();
  const [editing, setEditing] = useState<Editing>(null);

  const done = async (message: string) => {
    setEditing(null);
    toastSuccess(message);
    await revalidate();
  };

  const logout = async () => {
    try {
      await api.post('/user/logout');
    } finally {
      // A full load: every piece of member state in memory goes with it.
      window.location.assign('/login');
    }
  };

  return (
    <AntdScope>
      <section aria-labelledby="config-title" className="lm-panel">
        <h1 id="config-title">{TITLE}</h1>
        <AvatarForm />

        <Section id="config-profile" title="基本信息">
          <div className="lm-settings__row">
            <span className="lm-settings__muted">昵称</span>
            <span className="lm-settings__value">{user.nickname || '未设置'}</span>
            <button
              type="button"
              className="lm-settings__link"
              aria-haspopup="dialog"
              onClick={() => setEditing('nickname')}
            >
              更改昵称
            </button>
          </div>
          <div className="lm-settings__row">
            <span className="lm-settings__muted">用户名</span>
            <span className="lm-settings__value">{account.username || '未设置'}</span>
          </div>
          {account.organisation ? (
            <div className="lm-settings__row">
              <span className="lm-settings__muted">单位</span>
              <span className="lm-settings__value">
                {account.organisation}（联系人 {account.contact_name}，{account.email}）
              </span>
            </div>
          ) : null}
          {editing === 'nickname' ? (
            <Suspense fallback={null}>
              <NicknameDialog nickname={user.nickname} onClosed={() => setEditing(null)} />
            </Suspense>
          ) : null}
        </Section>

        <Section id="config-phone" title="手机号">
          <div className="lm-settings__row">
            <span className="lm-settings__value" data-testid="current-phone">
              {maskPhone(account.phone)}
            </span>
            {editing === 'phone' ? null : (
              <button type="button" className="lm-settings__link" onClick={() => setEditing('phone')}>
                更换手机号
              </button>
            )}
          </div>
          {editing === 'phone' ? (
            <PhoneChangeForm
              currentPhone={account.phone}
              onDone={() => done('手机号已更换，其他设备上的登录已退出')}
              onCancel={() => setEditing(null)}
            />
          ) : null}
        </Section>

        <Section id="config-password" title="登录密码">
          <div className="lm-settings__row">
            <span className="lm-settings__value">{account.has_password ? '已设置' : '未设置'}</span>
            {editing === 'password' ? null : (
              <button type="button" className="lm-settings__link" onClick={() => setEditing('password')}>
                {account.has_password ? '修改密码' : '设置密码'}
              </button>
            )}
          </div>
          {editing === 'password' ? (
            <PasswordForm
              phone={account.phone}
              onDone={() => done('密码已保存，其他设备上的登录已退出')}
              onCancel={() => setEditing(null)}
            />
          ) : null}
        </Section>

        <Section id="config-sms" title="短信通知">
          <p className="lm-settings__muted">选择哪些消息除了在消息中心显示，还发短信到您的手机。</p>
          <SmsNoticeSettings preferences={smsPreferences} />
        </Section>

        <Section id="config-sessions" title="登录设备">
          <SessionsList sessions={sessions} onChanged={revalidate} />
        </Section>

        <Section id="config-logout" title="退出登录">
          <Button onClick={() => void logout()}>退出登录</Button>
        </Section>
      </section>
    </AntdScope>
  );
}
