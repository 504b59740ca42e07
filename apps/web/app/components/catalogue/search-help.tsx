import { formatListFilter } from '@labmall/rules';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../lib/api/browser';

/** What the list says about a widened search, and what it offers when nothing is found (issue 24). */
const t = {
  widened: '没有完全匹配的商品，已为您放宽搜索',
  related: '以下为相近结果',
  didYouMean: '您是不是要找：',
  nearCategories: '看看这些分类：',
  quickOrder: '知道货号？去快速下单',
  quickOrderHint: '按货号批量加入采购单',
  inquiryTitle: '没找到？告诉我们您要的商品',
  inquiryHint: '登记后客服会尽快联系您报价。',
  name: '商品名称',
  cas: 'CAS 号（选填）',
  quantity: '需要数量',
  contact: '手机、电话或邮箱',
  submit: '提交询价',
  submitting: '提交中…',
  sent: '已收到您的询价，客服会尽快与您联系。',
  sentMember: '回复会显示在',
  mine: '我的询价',
};

export interface SearchInfo {
  exact_count: number;
  steps: string[];
  notes: string[];
  did_you_mean: string[];
  near_categories: { id: number; name: string }[];
}

const keywordHref = (keyword: string) => `/list?${new URLSearchParams({ keyword })}`;
const categoryHref = (id: number) =>
  `/list?${new URLSearchParams({ filter: formatListFilter({ productTypeId: id, brandIds: [] }) })}`;

/**
 * What the search did with the words, above the results: each reading or widening said (a typo read as
 * a word, a word set aside, a CAS typed without dashes). Nothing when nothing was done; "no exact match"
 * only when the search really went beyond the words as typed, not for a mere reading of them.
 */
export function SearchNotes({ search }: { search: SearchInfo | undefined }) {
  if (!search || search.steps.length === 0 || search.notes.length === 0) return null;
  const onlyRead = search.steps.every((step) => step === 'variant');
  return (
    <div className="lm-search-notes" role="status">
      {onlyRead ? null : <p>{t.widened}</p>}
      <ul>
        {search.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </div>
  );
}

/** Where the exact hits end and the widened ones begin (rendered before the first widened row). */
export function RelatedMarker() {
  return <p className="lm-search-related">{t.related}</p>;
}

/** Nothing found, even widened: never a dead end. */
export function ZeroResult({
  keyword,
  search,
  member,
}: {
  keyword: string;
  search: SearchInfo | undefined;
  member: boolean;
}) {
  return (
    <div className="lm-zero">
      {search && search.did_you_mean.length > 0 && (
        <p className="lm-zero__line">
          {t.didYouMean}
          {search.did_you_mean.map((name) => (
            <a key={name} className="lm-zero__link" href={keywordHref(name)}>
              {name}
            </a>
          ))}
        </p>
      )}
      {search && search.near_categories.length > 0 && (
        <p className="lm-zero__line">
          {t.nearCategories}
          {search.near_categories.map((c) => (
            <a key={c.id} className="lm-zero__link" href={categoryHref(c.id)}>
              {c.name}
            </a>
          ))}
        </p>
      )}
      <p className="lm-zero__line">
        <a href="/quick" title={t.quickOrderHint}>
          {t.quickOrder}
        </a>
      </p>
      <InquiryForm keyword={keyword} member={member} />
    </div>
  );
}

/** 询价登记: name, CAS, quantity, contact, stored for the merchant (POST /inquiry/create). */
function InquiryForm({ keyword, member }: { keyword: string; member: boolean }) {
  const id = useId();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const isCas = /^\d{2,7}-\d{2}-\d$/.test(keyword.trim());
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    setSending(true);
    try {
      await api.post('/inquiry/create', {
        name: text('name'),
        cas: text('cas'),
        quantity: text('quantity'),
        contact: text('contact'),
        keyword: keyword.slice(0, 100),
      });
      setSent(true);
    } catch {
      // The API client has shown the server's message.
    } finally {
      setSending(false);
    }
  };
  if (sent) {
    return (
      <p className="lm-zero__sent" role="status">
        {t.sent}
        {member ? (
          <>
            {t.sentMember}
            <Link to="/user/inquiry" className="lm-text-link">
              {t.mine}
            </Link>
            。
          </>
        ) : null}
      </p>
    );
  }
  return (
    <form className="lm-inquiry" aria-labelledby={`${id}-title`} onSubmit={(e) => void submit(e)}>
      <h2 id={`${id}-title`} className="lm-inquiry__title">
        {t.inquiryTitle}
      </h2>
      <p className="lm-inquiry__hint">{t.inquiryHint}</p>
      <label>
        <span>{t.name}</span>
        <input name="name" required maxLength={100} defaultValue={isCas ? '' : keyword.slice(0, 100)} />
      </label>
      <label>
        <span>{t.cas}</span>
        <input name="cas" maxLength={20} inputMode="text" defaultValue={isCas ? keyword.trim() : ''} />
      </label>
      <label>
        <span>{t.quantity}</span>
        <input name="quantity" required maxLength={50} placeholder="如：500 mL × 2 瓶" />
      </label>
      <label>
        <span>{t.contact}</span>
        <input name="contact" required maxLength={100} autoComplete="tel" />
      </label>
      <button type="submit" className="lm-inquiry__submit" disabled={sending}>
        {sending ? t.submitting : t.submit}
      </button>
    </form>
  );
}
