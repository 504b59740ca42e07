import { Code } from '@labmall/protocol';
import { type FormEvent, type RefObject, useState } from 'react';
import { api } from '../../lib/api/browser';
import { ApiError } from '../../lib/api/errors';
import { messages } from '../../messages';
import type { CollectLookup } from './types';

const t = messages.memberLists.collectItem;

export interface SkuLookupFormProps {
  inputRef: RefObject<HTMLInputElement | null>;
  onFound: (sku: CollectLookup | null) => void;
}

/** 货号 → GET /user/collect/lookup. An unknown 货号 is an answer shown beside the box, not a toast. */
export function SkuLookupForm({ inputRef, onFound }: SkuLookupFormProps) {
  const [sku, setSku] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  const lookup = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = sku.trim();
    onFound(null);
    if (!wanted) {
      setProblem(t.skuRequired);
      return;
    }
    setProblem('');
    setBusy(true);
    try {
      const found = await api.get(
        '/user/collect/lookup',
        { sku: wanted },
        { fail: (envelope) => (envelope.code === Code.NOT_FOUND ? false : undefined) },
      );
      onFound(found);
    } catch (error) {
      if (error instanceof ApiError && error.code === Code.NOT_FOUND) setProblem(t.notFound);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="lm-sku-form" onSubmit={(event) => void lookup(event)} noValidate>
      <label htmlFor="collect-sku">{t.skuLabel}</label>
      <div className="lm-sku-form__row">
        <input
          id="collect-sku"
          ref={inputRef}
          className="lm-input"
          value={sku}
          placeholder={t.skuPlaceholder}
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          aria-invalid={problem ? true : undefined}
          aria-describedby="collect-sku-problem"
          onChange={(event) => setSku(event.target.value)}
        />
        <button type="submit" className="lm-button lm-button--primary" disabled={busy}>
          {t.lookup}
        </button>
      </div>
      <p id="collect-sku-problem" className="lm-field-problem" role="alert">
        {problem}
      </p>
    </form>
  );
}
