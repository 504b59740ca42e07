import './addresses.css';
import type { ReactNode } from 'react';
import type { Address } from './types';

/** 上海市 徐汇区 零陵路 345 号: the regions as saved, then the detail. */
export const fullAddress = (address: Address) => `${address.region_names} ${address.detail}`;

export interface AddressCardProps {
  address: Address;
  /** Buttons or links for this address (编辑, 删除, 设为默认; on /order: 选择). */
  actions?: ReactNode;
  /** Marks the card chosen (the order page's selected address). */
  selected?: boolean;
}

/** One address: consignee and phone, the full address and postcode, 默认 when it is the default. */
export function AddressCard({ address, actions, selected = false }: AddressCardProps) {
  const titleId = `address-${address.id}-title`;
  return (
    <article
      className={`lm-address-card${selected ? ' lm-address-card--selected' : ''}`}
      aria-labelledby={titleId}
    >
      <div className="lm-address-card__body">
        <h2 id={titleId} className="lm-address-card__title">
          <span>{address.consignee}</span>
          <span className="lm-address-card__phone">{address.phone}</span>
          {address.is_default ? <span className="lm-address-card__tag">默认</span> : null}
        </h2>
        <p className="lm-address-card__line">{fullAddress(address)}</p>
        {address.postcode ? <p className="lm-address-card__muted">邮编 {address.postcode}</p> : null}
      </div>
      {actions ? <div className="lm-address-card__actions">{actions}</div> : null}
    </article>
  );
}

export interface AddressListProps {
  addresses: readonly Address[];
  /** The actions of each card. */
  actions?: (address: Address) => ReactNode;
  selectedId?: number;
  label?: string;
}

/** The member's addresses as cards (default first, as the API orders them). */
export function AddressList({ addresses, actions, selectedId, label = '收货地址列表' }: AddressListProps) {
  return (
    <ul className="lm-address-list" aria-label={label}>
      {addresses.map((address) => (
        <li key={address.id}>
          <AddressCard
            address={address}
            selected={address.id === selectedId}
            {...(actions ? { actions: actions(address) } : {})}
          />
        </li>
      ))}
    </ul>
  );
}
