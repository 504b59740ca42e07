/**
 * 询价登记's states and the answer's length: zod-free, so the console's pages may import them (a page
 * imports no zod module, ADR 16).
 */

/** What happens to an inquiry: it waits for a reply (待回复) until a staff member answers it (已回复). */
export const INQUIRY_STATES = ['open', 'answered'] as const;
export type InquiryState = (typeof INQUIRY_STATES)[number];

export const INQUIRY_ANSWER_MAX = 500;
