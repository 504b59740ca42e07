import type { GetAnswer } from '@labmall/contract';
import { SYS_CONFIG_DEFAULTS } from '@labmall/contract/sys-config-defaults';

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

/**
 * The frame with nothing in it: what the error page shows when the API itself cannot answer (the
 * database away), so the page that says so never needs the data that failed.
 */
export const EMPTY_FRAME: FrameData = {
  nav: [],
  config: SYS_CONFIG_DEFAULTS,
  groups: [],
  categories: [],
};
