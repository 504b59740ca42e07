import type { GetAnswer } from '@labmall/contract';
import { useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { api } from '../../lib/api/browser';
import type { Address } from '../addresses/types';
import { AddressSection } from '../order/address-section';
import { clearOrderList } from '../order/order-source';
import { PointsImage } from './points-image';
import { pointsMessages as t } from './points-messages';

export interface RedemptionData {
  preview: GetAnswer<'/points/redeem/preview'>;
  addresses: Address[];
  addressLimit: number;
}

const newKey = () => crypto.randomUUID();

function defaultAddress(addresses: readonly Address[]) {
  return (addresses.find((a) => a.is_default) ?? addresses[0])?.id ?? null;
}

/**
 * /order?source=4: the confirm view of a points redemption. The gift, quantity, points cost and the
 * member's balance; an address; no invoice, coupon or payment. 确认兑换 places it (idempotent, like
 * 提交订单) and lands on the new order's page.
 */
export function RedemptionForm({ preview, addresses, addressLimit }: RedemptionData) {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [addressId, setAddressId] = useState<number | null>(() => defaultAddress(addresses));
  const [remark, setRemark] = useState('');
  const [key, setKey] = useState(newKey);
  const [submitting, setSubmitting] = useState(false);
  const { item } = preview;

  const chosenAddress = addresses.some((a) => a.id === addressId) ? addressId : defaultAddress(addresses);
  const blocker = preview.problem ?? (chosenAddress === null ? t.chooseAddress : null);

  const submit = async () => {
    if (blocker || submitting || chosenAddress === null) return;
    setSubmitting(true);
    try {
      const placed = await api.post('/points/redeem', {
        idempotency_key: key,
        id: item.id,
        quantity: preview.quantity,
        address_id: chosenAddress,
        remark,
      });
      clearOrderList();
      navigate(`/user/order/${encodeURIComponent(placed.number)}`, { replace: true });
    } catch {
      // The message is already shown; the balance or stock may have moved: show the page as it is now.
      setKey(newKey());
      setSubmitting(false);
      await revalidate();
    }
  };

  return (
    <div className="lm-order">
      <h1 className="lm-order__title">{t.confirmTitle}</h1>
      <AddressSection
        addresses={addresses}
        limit={addressLimit}
        selectedId={chosenAddress}
        onSelect={setAddressId}
        onSaved={async (address) => {
          setAddressId(address.id);
          await revalidate();
        }}
      />
      <section className="lm-order-section" aria-labelledby="redeem-item-title">
        <div className="lm-order-section__head">
          <h2 id="redeem-item-title">{t.item}</h2>
          <Link to={`/points/${item.id}`} className="lm-order-section__manage">
            {t.backToItem}
          </Link>
        </div>
        <div className="lm-points-confirm">
          <PointsImage src={item.image} alt="" size={96} />
          <div>
            <h3>{item.name}</h3>
            <p>
              {item.category} · {t.unitPoints} {t.points(item.points_price)} × {preview.quantity}
            </p>
          </div>
        </div>
      </section>
      <section className="lm-order-section" aria-labelledby="redeem-extra-title">
        <h2 id="redeem-extra-title">{t.remark}</h2>
        <div className="lm-order-fields">
          <label className="lm-order-field lm-order-field--wide">
            <span className="lm-sr-only">{t.remark}</span>
            <textarea
              value={remark}
              maxLength={500}
              rows={2}
              onChange={(event) => setRemark(event.target.value)}
              placeholder={t.remarkHint}
            />
          </label>
        </div>
        <p className="lm-order-section__empty">{t.noPayment}</p>
      </section>
      <section className="lm-order-summary" aria-label={t.cost}>
        <dl className="lm-points-tally">
          <div>
            <dt>{t.balance}</dt>
            <dd data-testid="redeem-balance">{t.points(preview.balance)}</dd>
          </div>
          <div className="lm-points-tally__cost">
            <dt>{t.cost}</dt>
            <dd data-testid="redeem-cost">{t.points(preview.cost)}</dd>
          </div>
          {preview.problem === null ? (
            <div>
              <dt>{t.after}</dt>
              <dd>{t.points(preview.balance - preview.cost)}</dd>
            </div>
          ) : null}
        </dl>
        <div className="lm-order-summary__submit">
          {blocker ? (
            <p className="lm-order-summary__blocker" role="status">
              {blocker}
            </p>
          ) : null}
          <button
            type="button"
            className="lm-button lm-button--primary lm-order-summary__button"
            disabled={blocker !== null || submitting}
            aria-busy={submitting}
            onClick={() => void submit()}
          >
            {submitting ? t.submitting : t.submit}
          </button>
        </div>
      </section>
    </div>
  );
}
