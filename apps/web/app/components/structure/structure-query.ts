import {
  SIMILARITY_DEFAULT,
  SIMILARITY_MIN,
  STRUCTURE_MATCH_CAP,
  STRUCTURE_MODES,
  STRUCTURE_PAGE_SIZE,
  type StructureMode,
} from '@labmall/contract/structure-limits';

/** One structure search as its shareable URL carries it: `/structure?q=…&mode=…&t=…&page=N`. */
export interface StructureQuery {
  /** The SMILES (or a molfile, when one was typed into a form without script); '' for none. */
  q: string;
  mode: StructureMode;
  /** The lowest similarity, 0.30–1 in steps of 0.05; used only in 相似 mode. */
  threshold: number;
  page: number;
}

export const DEFAULT_MODE: StructureMode = 'substructure';
export const THRESHOLD_STEP = 0.05;
/** The API confirms at most STRUCTURE_MATCH_CAP products: there is no page after those. */
export const MAX_STRUCTURE_PAGE = STRUCTURE_MATCH_CAP / STRUCTURE_PAGE_SIZE;

const isMode = (value: string | null): value is StructureMode =>
  (STRUCTURE_MODES as readonly string[]).includes(value ?? '');

/** A threshold from a URL or a form: on the slider's steps, within its range, else the default. */
export function readThreshold(raw: string | null | undefined): number {
  const value = Number(raw);
  if (!raw || !Number.isFinite(value)) return SIMILARITY_DEFAULT;
  const stepped = Math.round(value / THRESHOLD_STEP) * THRESHOLD_STEP;
  return Number(Math.min(1, Math.max(SIMILARITY_MIN, stepped)).toFixed(2));
}

/** The query a URL asks for; anything malformed falls back to the defaults rather than failing. */
export function readStructureQuery(params: URLSearchParams): StructureQuery {
  const mode = params.get('mode');
  const page = params.get('page') ?? '';
  return {
    q: (params.get('q') ?? '').trim(),
    mode: isMode(mode) ? mode : DEFAULT_MODE,
    threshold: readThreshold(params.get('t')),
    page: /^\d{1,3}$/.test(page) ? Math.min(MAX_STRUCTURE_PAGE, Math.max(1, Number(page))) : 1,
  };
}

/** The canonical address of a query: the threshold only where it counts, page 1 without a page. */
export function structureHref(query: StructureQuery): string {
  if (!query.q) return '/structure';
  const params = new URLSearchParams({ q: query.q, mode: query.mode });
  if (query.mode === 'similarity') params.set('t', query.threshold.toFixed(2));
  if (query.page > 1) params.set('page', String(query.page));
  return `/structure?${params}`;
}

/** A molfile is several lines; a SMILES is one. A molfile goes by POST: it does not fit a tidy URL. */
export const isMolfile = (text: string) => /[\r\n]/.test(text.trim());

/**
 * An SVG answer as an image address. Drawn in an <img>, an SVG cannot run script or load anything,
 * so the API's text is never put into the page's own markup.
 */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
