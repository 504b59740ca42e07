import { useState } from 'react';
import { Link } from 'react-router';
import { AddressList } from '../addresses/address-card';
import { AddressForm } from '../addresses/address-form';
import type { Address } from '../addresses/types';

export interface AddressSectionProps {
  addresses: readonly Address[];
  limit: number;
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** After an address is added or edited inline: reload the page's data, choose the saved one. */
  onSaved: (address: Address) => Promise<void>;
}

type Editing = { kind: 'new' } | { kind: 'edit'; address: Address } | null;

/** 收货地址: choose one of the member's addresses, or add or edit one inline (the addresses' own form). */
export function AddressSection({ addresses, limit, selectedId, onSelect, onSaved }: AddressSectionProps) {
  const [editing, setEditing] = useState<Editing>(addresses.length === 0 ? { kind: 'new' } : null);
  const saved = async (address: Address) => {
    await onSaved(address);
    setEditing(null);
  };
  return (
    <section className="lm-order-section" aria-labelledby="order-address-title">
      <div className="lm-order-section__head">
        <h2 id="order-address-title">收货地址</h2>
        {editing === null && addresses.length < limit ? (
          <button type="button" className="lm-order-link" onClick={() => setEditing({ kind: 'new' })}>
            新增收货地址
          </button>
        ) : null}
        <Link to="/user/receive" className="lm-order-section__manage">
          管理收货地址
        </Link>
      </div>
      {addresses.length > 0 ? (
        <AddressList
          addresses={addresses}
          label="选择收货地址"
          {...(selectedId === null ? {} : { selectedId })}
          actions={(address) => (
            <>
              {address.id === selectedId ? (
                <span className="lm-order-chosen">已选择</span>
              ) : (
                <button
                  type="button"
                  className="lm-order-link"
                  aria-label={`选择 ${address.consignee} ${address.region_names} ${address.detail}`}
                  onClick={() => onSelect(address.id)}
                >
                  选择
                </button>
              )}
              <button
                type="button"
                className="lm-order-link"
                aria-label={`编辑 ${address.consignee} 的地址`}
                onClick={() => setEditing({ kind: 'edit', address })}
              >
                编辑
              </button>
            </>
          )}
        />
      ) : (
        <p className="lm-order-section__empty">您还没有收货地址，请先新增一个。</p>
      )}
      {editing ? (
        <div className="lm-order-inline-form">
          <h3>{editing.kind === 'new' ? '新增收货地址' : '编辑收货地址'}</h3>
          <AddressForm
            key={editing.kind === 'edit' ? editing.address.id : 'new'}
            name="order-address"
            {...(editing.kind === 'edit' ? { address: editing.address } : {})}
            onSaved={saved}
            {...(addresses.length > 0 ? { onCancel: () => setEditing(null) } : {})}
          />
        </div>
      ) : null}
    </section>
  );
}
