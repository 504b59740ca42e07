import type { GetAnswer } from '@labmall/contract';
import { displayYuan } from '@labmall/rules';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/api/browser';
import { Select } from '../kit';

export type PickedSku = GetAnswer<'/admin/sales/skus'>['list'][number];

const SEARCH_DELAY_MS = 250;
const PAGE = 20;

const labelOf = (sku: PickedSku) =>
  `${sku.sku} ${sku.product_name} ${sku.pack} ${displayYuan(sku.price)}${sku.on_sale ? '' : '（已下架）'}`;

/**
 * Finds a SKU by part of its 货号, its product's name or CAS as the operator types (`GET /admin/sales/skus`),
 * and hands the chosen one, with the current price an activity price must stay below, to `onPick`.
 * `taken` SKUs are offered but marked, so a second add is visibly a no-op.
 */
export function SkuPicker({
  id,
  taken,
  onPick,
  path = '/admin/sales/skus',
  takenNote = '（已在活动中）',
}: {
  id: string;
  taken: ReadonlySet<number>;
  onPick: (sku: PickedSku) => void;
  /** The same search under the permission of the page that asks (the chat inbox has its own). */
  path?: '/admin/sales/skus' | '/admin/chat/skus';
  takenNote?: string;
}) {
  const [found, setFound] = useState<PickedSku[]>([]);
  const [searching, setSearching] = useState(false);
  const latest = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function search(keyword: string) {
    clearTimeout(timer.current);
    latest.current?.abort();
    if (!keyword.trim()) {
      setFound([]);
      return;
    }
    timer.current = setTimeout(async () => {
      const request = new AbortController();
      latest.current = request;
      setSearching(true);
      try {
        const page = await api.get(
          path,
          { keyword: keyword.trim(), pageSize: PAGE },
          { signal: request.signal },
        );
        if (latest.current === request) setFound(page.list);
      } catch {
        // The client said why; the last list stays.
      } finally {
        if (latest.current === request) setSearching(false);
      }
    }, SEARCH_DELAY_MS);
  }

  return (
    <Select<number>
      id={id}
      value={null}
      placeholder="输入货号、商品名或 CAS 搜索"
      style={{ width: '100%' }}
      showSearch={{ filterOption: false, onSearch: search }}
      loading={searching}
      notFoundContent={searching ? '搜索中…' : '无匹配货品'}
      options={found.map((sku) => ({
        value: sku.sku_id,
        label: taken.has(sku.sku_id) ? `${labelOf(sku)}${takenNote}` : labelOf(sku),
        disabled: taken.has(sku.sku_id),
      }))}
      onSelect={(skuId) => {
        const sku = found.find((s) => s.sku_id === skuId);
        if (sku) onPick(sku);
      }}
    />
  );
}
