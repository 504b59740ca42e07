import '../components/account/account.css';
import '../components/order/order.css';
import '../components/points/points.css';
import { useState } from 'react';
import { Link, redirect, useNavigate, useRevalidator } from 'react-router';
import type { Address } from '../components/addresses/types';
import { AntdScope } from '../components/antd-scope';
import { PurchaseSteps } from '../components/controls/purchase-steps';
import type { InvoiceProfile } from '../components/invoicing/types';
import { memberHeaders } from '../components/member-lists/load-page.server';
import { AddressSection } from '../components/order/address-section';
import {
  amountsWith,
  type CouponChoice,
  CouponChooser,
  chosenCoupon,
} from '../components/order/coupon-chooser';
import { type InvoiceChoice, InvoiceSection } from '../components/order/invoice-section';
import { ComplianceNotice, OrderAmounts, OrderLines } from '../components/order/order-lines';
import {
  clearOrderList,
  orderFallback,
  orderLinesRequest,
  redemptionRequest,
} from '../components/order/order-source';
import { RedemptionForm } from '../components/points/redemption-form';
import { loadRedemption } from '../components/points/redemption-load.server';
import { api } from '../lib/api/browser';
import { apiContext } from '../lib/context.server';
import { pageTitle } from '../messages';
import type { Route } from './+types/order';

const TITLE = '确认订单';

/**
 * /order (SPEC §2, §4): the lines of the cached order list (立即购买, 快速下单) or the ticked 采购单 lines,
 * as the server would sell them now, with the member's addresses and invoice profiles. Nothing to order
 * sends the buyer back where the source came from.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (url.searchParams.get('source') === '4') {
    const redemption = redemptionRequest(url.searchParams, request.headers.get('cookie'));
    if (!redemption) throw redirect(orderFallback(url.searchParams));
    return { kind: 'points' as const, ...(await loadRedemption(context, redemption)) };
  }
  const wanted = orderLinesRequest(url.searchParams, request.headers.get('cookie'));
  if (!wanted) throw redirect(orderFallback(url.searchParams));
  const server = context.get(apiContext);
  const [preview, addresses, invoices] = await Promise.all([
    server.post('/order/preview', wanted),
    server.get('/user/address/list'),
    server.get('/user/invoice/list'),
  ]);
  if (preview.lines.length === 0) throw redirect(orderFallback(url.searchParams));
  return {
    kind: 'goods' as const,
    wanted,
    preview,
    addresses: addresses.list,
    addressLimit: addresses.limit,
    invoices: invoices.list,
  };
}

export const headers = memberHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, TITLE) },
  { name: 'robots', content: 'noindex' },
];

const newKey = () => crypto.randomUUID();

/** Where the lines can be changed: the 采购单, the quick-order page or the item page. */
const backTo = (source: 1 | 2 | 3, productId: number | undefined) =>
  source === 2 ? '/cart' : source === 3 ? '/quick' : productId ? `/item/${productId}` : '/';

function defaultAddress(addresses: readonly Address[]) {
  return (addresses.find((a) => a.is_default) ?? addresses[0])?.id ?? null;
}

/**
 * The member's default invoice profile, preselected (issue 32, item 2: an order slipped through without
 * the 专票 its buyer keeps on file). 不开票 only without a profile, or when the last order chose it.
 */
function presetInvoice(
  profiles: readonly InvoiceProfile[],
  lastOrderInvoiced: boolean | null,
): { choice: InvoiceChoice; profileId: number | null } {
  const profile = profiles.find((p) => p.is_default) ?? profiles[0];
  if (!profile || lastOrderInvoiced === false) return { choice: 'none', profileId: null };
  return { choice: profile.kind, profileId: profile.id };
}

type GoodsData = Extract<Route.ComponentProps['loaderData'], { kind: 'goods' }>;

function OrderForm({ loaderData }: { loaderData: GoodsData }) {
  const { wanted, preview, addresses, addressLimit, invoices } = loaderData;
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [addressId, setAddressId] = useState<number | null>(() => defaultAddress(addresses));
  const [preset] = useState(() => presetInvoice(invoices, preview.last_order_invoiced));
  const [invoiceChoice, setInvoiceChoice] = useState<InvoiceChoice>(preset.choice);
  const [profileId, setProfileId] = useState<number | null>(preset.profileId);
  const [poNumber, setPoNumber] = useState('');
  const [remark, setRemark] = useState('');
  const [couponChoice, setCouponChoice] = useState<CouponChoice>('best');
  const amounts = amountsWith(preview, couponChoice);
  // One key per attempt: a double click or a retried request places one order (DESIGN §5).
  const [key, setKey] = useState(newKey);
  const [submitting, setSubmitting] = useState(false);

  const chosenAddress = addresses.some((a) => a.id === addressId) ? addressId : defaultAddress(addresses);
  const chosenProfile =
    invoiceChoice === 'none'
      ? null
      : (invoices.find((p) => p.id === profileId && p.kind === invoiceChoice) ?? null);

  const chooseInvoice = (choice: InvoiceChoice) => {
    setInvoiceChoice(choice);
    const ofKind = invoices.filter((p) => p.kind === choice);
    setProfileId((ofKind.find((p) => p.is_default) ?? ofKind[0])?.id ?? null);
  };

  const blocker = !preview.orderable
    ? preview.compliance.ok
      ? '部分货品暂不能购买，请返回修改'
      : '请先补全管控化学品的购买资质'
    : chosenAddress === null
      ? '请选择收货地址'
      : invoiceChoice !== 'none' && !chosenProfile
        ? '请选择发票抬头'
        : null;

  const submit = async () => {
    if (blocker || submitting || chosenAddress === null) return;
    setSubmitting(true);
    try {
      const placed = await api.post('/order/submit', {
        idempotency_key: key,
        ...wanted,
        address_id: chosenAddress,
        invoice_profile_id: chosenProfile?.id ?? null,
        po_number: poNumber,
        remark,
        coupon_id: chosenCoupon(preview.coupons, couponChoice)?.id ?? null,
        // What the page shows: a price, an activity or a coupon that changed since is refused (409).
        expected_payable: amounts.payable,
      });
      clearOrderList();
      navigate(`/pay?number=${encodeURIComponent(placed.number)}`, { replace: true });
    } catch {
      // The message is already shown; prices or stock may have moved: show the page as it stands now.
      setKey(newKey());
      setCouponChoice('best');
      setSubmitting(false);
      await revalidate();
    }
  };

  return (
    <div className="lm-order">
      <h1 className="lm-order__title">{TITLE}</h1>
      <PurchaseSteps current={1} />
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
      <section className="lm-order-section" aria-labelledby="order-lines-title">
        <div className="lm-order-section__head">
          <h2 id="order-lines-title">货品清单</h2>
          <Link to={backTo(wanted.source, preview.lines[0]?.product_id)} className="lm-order-section__manage">
            {wanted.source === 2 ? '返回采购单修改' : wanted.source === 3 ? '返回快速下单修改' : '返回商品页'}
          </Link>
        </div>
        <OrderLines lines={preview.lines} />
        <ComplianceNotice compliance={preview.compliance} />
      </section>
      <InvoiceSection
        profiles={invoices}
        choice={invoiceChoice}
        profileId={chosenProfile?.id ?? null}
        onChoice={chooseInvoice}
        onProfile={setProfileId}
        onSaved={async (profile) => {
          setInvoiceChoice(profile.kind);
          setProfileId(profile.id);
          await revalidate();
        }}
      />
      <section className="lm-order-section" aria-labelledby="order-extra-title">
        <h2 id="order-extra-title">采购信息</h2>
        <div className="lm-order-fields">
          <label className="lm-order-field">
            <span>采购单号（选填）</span>
            <input
              value={poNumber}
              maxLength={64}
              onChange={(event) => setPoNumber(event.target.value)}
              placeholder="贵单位内部的采购单编号，将打印在订单上"
            />
          </label>
          <label className="lm-order-field lm-order-field--wide">
            <span>订单备注（选填）</span>
            <textarea
              value={remark}
              maxLength={500}
              rows={3}
              onChange={(event) => setRemark(event.target.value)}
              placeholder="如送货时间、收货要求"
            />
          </label>
        </div>
      </section>
      <CouponChooser coupons={preview.coupons} choice={couponChoice} onChoose={setCouponChoice} />
      <section className="lm-order-summary" aria-label="订单金额">
        <OrderAmounts amounts={amounts} />
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
            {submitting ? '正在提交…' : '提交订单'}
          </button>
        </div>
      </section>
    </div>
  );
}

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  return (
    <AntdScope>
      {loaderData.kind === 'points' ? (
        <RedemptionForm {...loaderData} />
      ) : (
        <OrderForm loaderData={loaderData} />
      )}
    </AntdScope>
  );
}
