import '../../components/account/account.css';
import '../../components/member-lists/member-lists.css';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { AddressList } from '../../components/addresses/address-card';
import { AddressForm } from '../../components/addresses/address-form';
import type { Address } from '../../components/addresses/types';
import { AntdScope } from '../../components/antd-scope';
import { useConfirm } from '../../components/controls/confirm-dialog';
import { memberHeaders } from '../../components/member-lists/load-page.server';
import { api } from '../../lib/api/browser';
import { apiContext } from '../../lib/context.server';
import { toastSuccess } from '../../lib/ui/feedback';
import { pageTitle } from '../../messages';
import type { Route } from './+types/receive';

const TITLE = '收货地址';

export async function loader({ context }: Route.LoaderArgs) {
  return context.get(apiContext).get('/user/address/list');
}

export const headers = memberHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, TITLE) },
  { name: 'robots', content: 'noindex' },
];

/** The dialog's subject: a new address, or the one being edited. */
type Editing = { address?: Address } | null;

function Addresses({ limit, list }: Route.ComponentProps['loaderData']) {
  const confirm = useConfirm();
  const { revalidate } = useRevalidator();
  const [editing, setEditing] = useState<Editing>(null);
  const full = list.length >= limit;

  const saved = async () => {
    toastSuccess(editing?.address ? '收货地址已保存' : '收货地址已添加');
    setEditing(null);
    await revalidate();
  };

  const remove = async (address: Address) => {
    const question = address.is_default
      ? '确定删除默认地址吗？删除后，最近添加的地址将成为默认地址'
      : '确定删除该地址吗？';
    if (!(await confirm({ content: question, danger: true }))) return;
    await api.post('/user/address/delete', { id: address.id });
    toastSuccess('收货地址已删除');
    await revalidate();
  };

  const makeDefault = async (address: Address) => {
    await api.post('/user/address/default', { id: address.id });
    toastSuccess('已设为默认地址');
    await revalidate();
  };

  return (
    <section aria-labelledby="receive-title" className="lm-panel">
      <div className="lm-member-list__head">
        <h1 id="receive-title">{TITLE}</h1>
        <Button type="primary" disabled={full} onClick={() => setEditing({})}>
          新增收货地址
        </Button>
      </div>
      <p className="lm-member-list__lead">
        已保存 {list.length} 个，最多 {limit} 个{full ? '；请先删除不用的地址再新增' : ''}
      </p>
      {list.length === 0 ? (
        <p className="lm-member-list__empty">未找到相关信息</p>
      ) : (
        <AddressList
          addresses={list}
          actions={(address) => (
            <>
              {address.is_default ? null : (
                <button
                  type="button"
                  className="lm-link-button"
                  onClick={() => void makeDefault(address).catch(() => {})}
                >
                  设为默认<span className="lm-sr-only">：{address.consignee}的地址</span>
                </button>
              )}
              <button type="button" className="lm-link-button" onClick={() => setEditing({ address })}>
                编辑<span className="lm-sr-only">{address.consignee}的地址</span>
              </button>
              <button
                type="button"
                className="lm-link-button"
                onClick={() => void remove(address).catch(() => {})}
              >
                删除<span className="lm-sr-only">{address.consignee}的地址</span>
              </button>
            </>
          )}
        />
      )}
      <Modal
        open={editing !== null}
        title={editing?.address ? '编辑收货地址' : '新增收货地址'}
        footer={null}
        destroyOnHidden
        width={640}
        onCancel={() => setEditing(null)}
      >
        {editing ? (
          <AddressForm
            {...(editing.address ? { address: editing.address } : {})}
            onSaved={saved}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </section>
  );
}

/** /user/receive: the member's receiving addresses (at most 20, one default), added and edited in a dialog. */
export default function ReceivePage({ loaderData }: Route.ComponentProps) {
  return (
    <AntdScope>
      <Addresses {...loaderData} />
    </AntdScope>
  );
}
