import type { GetAnswer } from '@labmall/contract';

/** The frame's answers as the API contract gives them. */

/** What `GET /home/nav/list` answers: the header's top menu. */
export type NavEntry = GetAnswer<'/home/nav/list'>[number];
export type BusinessLink = NavEntry['link'];

/** What `GET /sys/config` answers. */
export type SysConfig = GetAnswer<'/sys/config'>;

/** `GET /product/group`. */
export type ProductGroup = GetAnswer<'/product/group'>[number];

/** `GET /product_type/options`: every category level, pid 0 for roots. */
export type ProductTypeOption = GetAnswer<'/product_type/options'>[number];

export interface FrameData {
  nav: NavEntry[];
  config: SysConfig;
  groups: ProductGroup[];
  categories: ProductTypeOption[];
}
