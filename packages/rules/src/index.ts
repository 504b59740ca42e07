export * from './constants.ts';
export { fieldMessages } from './field-messages.ts';
export * from './form-rules.ts';
export { type LinkParams, LinkType, resolveLink } from './links.ts';
export { formatListFilter, type IdLike, type ListFilter, parseListFilter } from './list-filter.ts';
export * from './paging.ts';
export * from './patterns.ts';
export * from './quantity.ts';
export { safeRedirect } from './redirect.ts';
