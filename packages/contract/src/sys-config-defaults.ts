import type { SysConfig } from './content.ts';

/**
 * What the storefront shows for a `/sys/config` key the merchant has not configured (the API fills the
 * answer from it), and the whole footer when the API cannot answer at all (the error page's empty frame).
 * Zod-free, so a page's code may take it without the schemas.
 */
export const SYS_CONFIG_DEFAULTS: SysConfig = {
  pc_bottom_nav: [],
  pc_copyright_info: '',
  pc_login_bottom_nav: [],
  pc_selling_points: [],
  qr_codes: [],
  pc_icp_record: '',
  pc_police_record: { text: '', code: '' },
  customer_service_hours: '',
};
