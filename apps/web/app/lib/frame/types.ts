/** What `GET /home/nav/list` answers: the header's top menu. */
export interface BusinessLink {
  type: number;
  params: Record<string, string | number>;
}
export interface NavEntry {
  name: string;
  code: string;
  link: BusinessLink;
  list: { name: string; link: BusinessLink }[];
  promotion_img: string;
  children: NavEntry[];
}

/** What `GET /sys/config` answers. */
export interface SysConfig {
  pc_bottom_nav: { title: string; list: { name: string; url: string }[] }[];
  pc_copyright_info: string;
  pc_login_bottom_nav: { name: string; url: string }[];
  pc_selling_points: { title: string; desc: string }[];
  qr_codes: { name: string; image: string }[];
  customer_service: { name: string; url: string };
}

/** `GET /product/group`. */
export interface ProductGroup {
  group_name: string;
  link: { params: { product_type_id: number } };
}

/** `GET /product_type/options`: every category level, pid 0 for roots. */
export interface ProductTypeOption {
  id: number;
  pid: number;
  option: string;
}

export interface FrameData {
  nav: NavEntry[];
  config: SysConfig;
  groups: ProductGroup[];
  categories: ProductTypeOption[];
}
