import { brandListHref } from '../catalogue/list-query';
import { categoryHref } from './list-href';
import type { SuggestAnswer } from './use-suggestions';

export type SuggestionGroup = 'products' | 'categories' | 'brands';

export interface SuggestionOption {
  key: string;
  group: SuggestionGroup;
  label: string;
  /** Shown beside the label: a product's English name and CAS number. */
  detail: string;
  href: string;
}

/** The answer as one flat list in display order (products, categories, brands), for arrow keys. */
export function suggestionOptions(answer: SuggestAnswer): SuggestionOption[] {
  return [
    ...answer.products.map((p) => ({
      key: `p${p.id}`,
      group: 'products' as const,
      label: p.name,
      detail: [p.grade, p.name_en, p.cas].filter(Boolean).join(' · '),
      href: `/item/${p.id}`,
    })),
    ...answer.categories.map((c) => ({
      key: `c${c.id}`,
      group: 'categories' as const,
      label: c.name,
      detail: '',
      href: categoryHref(c.id),
    })),
    ...answer.brands.map((b) => ({
      key: `b${b.id}`,
      group: 'brands' as const,
      label: b.name,
      detail: '',
      href: brandListHref(b.id),
    })),
  ];
}

/** The next active option for an arrow key: wraps round, and from none goes to the first or last. */
export function nextActive(current: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current < 0 || current >= count - 1 ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}
