import type { GetAnswer, GetPayload } from '@labmall/contract';

/** The catalogue answers as the API contract gives them (prices in yuan, present only for members). */

export type ProductListAnswer = GetAnswer<'/product/list'>;
export type ListProduct = ProductListAnswer['list'][number];
/** `facets.sampled`: more matches than the API counted; the counts are then left out. */
export type ListFacet = ProductListAnswer['facets']['categories'][number];
export type ListSort = NonNullable<GetPayload<'/product/list'>['sort']>;

export type ProductDetail = GetAnswer<'/product/detail'>;
export type ProductSku = ProductDetail['skus'][number];
export type ProductDocument = ProductDetail['documents'][number];

export type BrandEntry = GetAnswer<'/brand/list'>[number];
