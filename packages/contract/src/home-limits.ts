/** Limits of the home page's and solutions' editors, without zod, for the console's pages. */

/** Featured products one floor shows. */
export const MAX_FLOOR_PRODUCTS = 12;
/** Quick links beside a floor's heading. */
export const MAX_FLOOR_LINKS = 8;
/** The most SKUs one bundle holds (also what 一键加入采购单 sends to the cart in one call). */
export const MAX_BUNDLE_ITEMS = 30;
