import { GHS_PICTOGRAMS, type GhsPictogramCode } from '@labmall/contract/ghs-pictograms';
import type { ReactNode } from 'react';

/** What a screen reader says for each (the names GB 30000 gives them). */
export const GHS_PICTOGRAM_LABELS: Record<GhsPictogramCode, string> = GHS_PICTOGRAMS;

const FLAME = 'M50 22c7 10 15 17 12 31-2 9-7 13-12 13-8 0-13-6-12-14 1-6 5-9 7-15 2 5 4 7 5 9 3-8-2-15 0-24z';

/**
 * The black symbols, drawn in a 100 × 100 box inside the diamond. Simplified from the GHS artwork but
 * each keeps what a chemist recognises at 48 px: drawn here, not fetched, so a page needs no request.
 */
const SYMBOLS: Record<GhsPictogramCode, ReactNode> = {
  GHS01: (
    <>
      <circle cx="42" cy="60" r="12" />
      <path d="M50 49l6-6" stroke="#000" strokeWidth="4" />
      <path
        d="M60 30l3 8 7-5-2 8 8 1-7 5 6 6-8 0 1 8-6-5-4 7-1-8"
        fill="none"
        stroke="#000"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <circle cx="30" cy="40" r="3" />
      <circle cx="68" cy="66" r="3" />
    </>
  ),
  GHS02: (
    <>
      <path d={FLAME} />
      <rect x="33" y="70" width="34" height="5" />
    </>
  ),
  GHS03: (
    <>
      <path d={FLAME} transform="translate(10 3) scale(0.8)" />
      <circle cx="50" cy="60" r="9" fill="none" stroke="#000" strokeWidth="5" />
      <rect x="33" y="72" width="34" height="5" />
    </>
  ),
  GHS04: (
    <>
      <rect x="28" y="50" width="40" height="16" rx="8" transform="rotate(-20 48 58)" />
      <rect x="66" y="41" width="8" height="8" transform="rotate(-20 70 45)" />
      <rect x="73" y="36" width="5" height="12" transform="rotate(-20 75 42)" />
    </>
  ),
  GHS05: (
    <>
      <rect x="28" y="24" width="8" height="20" rx="2" transform="rotate(-35 32 34)" />
      <rect x="60" y="24" width="8" height="20" rx="2" transform="rotate(-35 64 34)" />
      <circle cx="38" cy="50" r="2.5" />
      <circle cx="36" cy="57" r="2.5" />
      <circle cx="68" cy="50" r="2.5" />
      <circle cx="67" cy="57" r="2.5" />
      <path d="M30 64h18v8H30z" />
      <path d="M54 64h17v8H54z" />
      <path d="M62 64h6l-3 5z" fill="#fff" />
      <path d="M33 64l4 4 4-4z" fill="#fff" />
    </>
  ),
  GHS06: (
    <>
      <path d="M30 60l40 14M30 74l40-14" stroke="#000" strokeWidth="5" strokeLinecap="round" />
      <circle cx="50" cy="40" r="14" />
      <rect x="42" y="48" width="16" height="10" rx="2" />
      <circle cx="44" cy="39" r="4" fill="#fff" />
      <circle cx="56" cy="39" r="4" fill="#fff" />
      <path d="M50 45l-2 4h4z" fill="#fff" />
    </>
  ),
  GHS07: (
    <>
      <rect x="45" y="26" width="10" height="32" rx="4" />
      <circle cx="50" cy="68" r="5.5" />
    </>
  ),
  GHS08: (
    <>
      <circle cx="50" cy="30" r="8" />
      <path d="M30 76c0-20 8-34 20-34s20 14 20 34z" />
      <path d="M50 50l3 7 7-2-4 6 6 4-7 1 1 7-6-4-6 4 1-7-7-1 6-4-4-6 7 2z" fill="#fff" />
    </>
  ),
  GHS09: (
    <>
      <path
        d="M34 72V40M34 50l-8-8M34 46l8-9M34 58l9-6"
        stroke="#000"
        strokeWidth="4"
        strokeLinecap="round"
        fill="none"
      />
      <ellipse cx="58" cy="66" rx="11" ry="5" />
      <path d="M68 66l8-6v12z" />
      <path d="M22 74h56" stroke="#000" strokeWidth="3" />
      <path d="M51 64l3 3M54 64l-3 3" stroke="#fff" strokeWidth="1.5" />
    </>
  ),
};

/** One GHS pictogram: the black symbol on white in a red diamond. */
export function GhsPictogram({ code, size = 56 }: { code: GhsPictogramCode; size?: number }) {
  const label = GHS_PICTOGRAM_LABELS[code];
  return (
    <svg
      className="lm-ghs-pictogram"
      role="img"
      aria-label={label}
      viewBox="0 0 100 100"
      width={size}
      height={size}
      data-code={code}
    >
      <title>{label}</title>
      <path d="M50 4L96 50 50 96 4 50z" fill="#fff" stroke="#e60012" strokeWidth="7" strokeLinejoin="round" />
      {/* The symbols are drawn small for their own clarity, then enlarged to fill the diamond. */}
      <g transform="translate(50 52) scale(1.12) translate(-50 -50)">{SYMBOLS[code]}</g>
    </svg>
  );
}
