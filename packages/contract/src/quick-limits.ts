/** Quick order's limits both sides state; zod-free, so the storefront's bundle may import them. */

/** The largest .xlsx the sheet call reads: base64 inside the encrypted body stays under the 1 MB limit. */
export const QUICK_SHEET_MAX_BYTES = 512 * 1024;

/**
 * The base64 of a sheet travels in pieces: every string of every payload stops at 10,000 characters
 * (the payload guard's backstop, MAX_TEXT_CHARS), and one rule for all strings is worth a join here.
 */
export const QUICK_SHEET_CHUNK_CHARS = 8000;

/** Options shown for an ambiguous CAS number, at most. */
export const QUICK_OPTIONS_MAX = 30;
