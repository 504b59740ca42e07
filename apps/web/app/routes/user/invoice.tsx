import '../../components/account/account.css';
import '../../components/member-lists/member-lists.css';
import { Alert, Button, Modal } from 'antd';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { AntdScope } from '../../components/antd-scope';
import { useConfirm } from '../../components/controls/confirm-dialog';
import { InvoiceProfileList } from '../../components/invoicing/invoice-profile-card';
import { InvoiceProfileForm } from '../../components/invoicing/invoice-profile-form';
import type { InvoiceProfile } from '../../components/invoicing/types';
import { memberHeaders } from '../../components/member-lists/load-page.server';
import { api } from '../../lib/api/browser';
import { apiContext } from '../../lib/context.server';
import { toastSuccess } from '../../lib/ui/feedback';
import { pageTitle } from '../../messages';
import type { Route } from './+types/invoice';

const TITLE = '发票信息';

export async function loader({ context }: Route.LoaderArgs) {
  return context.get(apiContext).get('/user/invoice/list');
}

export const headers = memberHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, TITLE) },
  { name: 'robots', content: 'noindex' },
];

type Editing = { profile?: InvoiceProfile } | null;

function InvoiceProfiles({ limit, list }: Route.ComponentProps['loaderData']) {
  const confirm = useConfirm();
  const { revalidate } = useRevalidator();
  const [editing, setEditing] = useState<Editing>(null);
  // The last save's warning (a taxpayer number to check), shown above the list until the next action.
  const [notice, setNotice] = useState<{ title: string; warning: string } | null>(null);
  const full = list.length >= limit;

  const saved = async (profile: InvoiceProfile) => {
    toastSuccess(editing?.profile ? '发票信息已保存' : '发票信息已添加');
    setNotice(profile.warning ? { title: profile.title, warning: profile.warning } : null);
    setEditing(null);
    await revalidate();
  };

  const remove = async (profile: InvoiceProfile) => {
    if (!(await confirm({ content: `确定删除发票抬头“${profile.title}”吗？`, danger: true }))) return;
    await api.post('/user/invoice/delete', { id: profile.id });
    setNotice(null);
    toastSuccess('发票信息已删除');
    await revalidate();
  };

  const makeDefault = async (profile: InvoiceProfile) => {
    await api.post('/user/invoice/default', { id: profile.id });
    toastSuccess('已设为默认发票信息');
    await revalidate();
  };

  return (
    <section aria-labelledby="invoice-title" className="lm-panel">
      <div className="lm-member-list__head">
        <h1 id="invoice-title">{TITLE}</h1>
        <Button type="primary" disabled={full} onClick={() => setEditing({})}>
          新增发票信息
        </Button>
      </div>
      <p className="lm-member-list__lead">
        下单时可选择开具增值税普通发票或专用发票。已保存 {list.length} 个，最多 {limit} 个
        {full ? '；请先删除不用的再新增' : ''}
      </p>
      {notice ? (
        <Alert
          type="warning"
          showIcon
          closable={{ onClose: () => setNotice(null), 'aria-label': '关闭提醒' }}
          className="lm-invoice-notice"
          title={`“${notice.title}”已保存，但请注意`}
          description={notice.warning}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {list.length === 0 ? (
        <p className="lm-member-list__empty">未找到相关信息</p>
      ) : (
        <InvoiceProfileList
          profiles={list}
          actions={(profile) => (
            <>
              {profile.is_default ? null : (
                <button
                  type="button"
                  className="lm-link-button"
                  onClick={() => void makeDefault(profile).catch(() => {})}
                >
                  设为默认<span className="lm-sr-only">：{profile.title}</span>
                </button>
              )}
              <button type="button" className="lm-link-button" onClick={() => setEditing({ profile })}>
                编辑<span className="lm-sr-only">：{profile.title}</span>
              </button>
              <button
                type="button"
                className="lm-link-button"
                onClick={() => void remove(profile).catch(() => {})}
              >
                删除<span className="lm-sr-only">：{profile.title}</span>
              </button>
            </>
          )}
        />
      )}
      <Modal
        open={editing !== null}
        title={editing?.profile ? '编辑发票信息' : '新增发票信息'}
        footer={null}
        destroyOnHidden
        width={640}
        onCancel={() => setEditing(null)}
      >
        {editing ? (
          <InvoiceProfileForm
            {...(editing.profile ? { profile: editing.profile } : {})}
            onSaved={saved}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </section>
  );
}

/** /user/invoice: the member's invoice profiles (普通发票 / 增值税专用发票), one default, at most 20. */
export default function InvoicePage({ loaderData }: Route.ComponentProps) {
  return (
    <AntdScope>
      <InvoiceProfiles {...loaderData} />
    </AntdScope>
  );
}
