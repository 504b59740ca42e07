/** The 实名审核 and 资质证照 queues' filters as they stand in the URL (links from the 工作台), and back. */

export const VERIFICATION_STATES = ['pending', 'approved', 'rejected', 'superseded'] as const;
export const LICENCE_STATES = ['pending', 'approved', 'rejected'] as const;
/** The API's longest look ahead for licences running out. */
const MAX_EXPIRING_DAYS = 366;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T =>
  list.includes(value as T) ? (value as T) : list[0]!;

export const pageOf = (search: URLSearchParams) =>
  Math.max(1, Number.parseInt(search.get('index') ?? '1', 10) || 1);

export function verificationFilters(search: URLSearchParams) {
  return { state: oneOf(VERIFICATION_STATES, search.get('state')), index: pageOf(search) };
}

export interface LicenceFilters {
  state: (typeof LICENCE_STATES)[number];
  /** Approved licences ending within this many days from today; null: no such filter. */
  expiring: number | null;
  index: number;
}

/** `expiring` is about approved licences only (the API ignores the state then), so it makes the state approved. */
export function licenceFilters(search: URLSearchParams): LicenceFilters {
  const raw = search.get('expiring');
  const days = raw && /^\d{1,3}$/.test(raw) ? Number(raw) : null;
  const expiring = days !== null && days <= MAX_EXPIRING_DAYS ? days : null;
  return {
    state: expiring === null ? oneOf(LICENCE_STATES, search.get('state')) : 'approved',
    expiring,
    index: pageOf(search),
  };
}

export function licenceSearch({ state, expiring, index }: LicenceFilters): string {
  const search = new URLSearchParams({ state });
  if (expiring !== null) search.set('expiring', String(expiring));
  if (index > 1) search.set('index', String(index));
  return search.toString();
}
